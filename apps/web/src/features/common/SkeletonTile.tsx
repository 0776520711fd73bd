import styles from './CardGrid.module.css'

/** The shape of a card while its data comes: a square picture and two lines. */
export function SkeletonTile() {
  return (
    <div className={styles.skeleton}>
      <div className={`${styles.skeletonPicture} ${styles.pulse}`} />
      <div className={styles.skeletonBody}>
        <div className={`${styles.skeletonLine} ${styles.pulse}`} />
        <div className={`${styles.skeletonShortLine} ${styles.pulse}`} />
      </div>
    </div>
  )
}
