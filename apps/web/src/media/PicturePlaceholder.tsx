import { cornerRadius } from '../radiusUnit.ts'
import frame from './NftImage.module.css'
import styles from './PicturePlaceholder.module.css'

/** In place of a picture that cannot be had: a quiet frame with a picture glyph, named for screen readers. */
export function PicturePlaceholder({ label }: { label: string }) {
  return (
    <div role="img" aria-label={label} className={styles.placeholder}>
      <svg width="30%" height="30%" viewBox="0 0 24 24" aria-hidden="true" className={styles.glyph}>
        <path
          fill="currentColor"
          d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2ZM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5Z"
        />
      </svg>
    </div>
  )
}

/** The placeholder in a square frame of its own, where there is no picture to frame at all. */
export function FramedPlaceholder({ label, radius = 0 }: { label: string; radius?: number | string }) {
  const borderRadius = cornerRadius(radius)
  return (
    <div className={frame.frame} style={borderRadius ? { borderRadius } : undefined}>
      <PicturePlaceholder label={label} />
    </div>
  )
}
