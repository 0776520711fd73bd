import { addressGradient } from '../../addressGradient.ts'
import styles from './AddressAvatar.module.css'

/** A wallet's picture, drawn from its address (addressGradient). */
export function AddressAvatar({ address, size }: { address: string; size: number }) {
  // The gradient is each wallet's own, and the size the caller's: inline, not in the stylesheet.
  return (
    <div
      aria-hidden="true"
      className={styles.avatar}
      style={{ width: size, height: size, background: addressGradient(address) }}
    />
  )
}
