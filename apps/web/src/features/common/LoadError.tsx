import { buttonClass } from '../../components/buttonClass.ts'
import styles from './states.module.css'

/** A list or page whose data could not be had: says so, and offers to try again. */
export function LoadError({ error, retry }: { error: Error | null; retry: () => unknown }) {
  return (
    <div role="alert" className={styles.error}>
      <span>{error?.message ?? 'This could not be loaded.'}</span>
      <button type="button" className={buttonClass('outlined')} onClick={() => retry()}>
        Try again
      </button>
    </div>
  )
}
