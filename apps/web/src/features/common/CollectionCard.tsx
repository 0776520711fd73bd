import type { Collection } from '@vitrine/api'
import NextLink from '../../components/SiteLink.tsx'
import { formatCount } from '../../format/formatCount.ts'
import { formatEth } from '../../format/formatEth.ts'
import { NftImage } from '../../media/NftImage.tsx'
import { FramedPlaceholder } from '../../media/PicturePlaceholder.tsx'
import type { CardPlacement } from './cardPlacement.ts'
import styles from './tile.module.css'

export const collectionName = (collection: Pick<Collection, 'name' | 'address'>) =>
  collection.name ?? `Collection ${collection.address.slice(0, 8)}…`

/**
 * A collection's picture through the media service: its own (contract-level metadata) when it
 * has one, else its first token's.
 */
export function CollectionPicture({
  collection,
  sizes,
  priority,
  radius,
}: {
  collection: Collection
  sizes: string
  priority?: boolean
  radius?: number | string
}) {
  const first = collection.image !== null ? null : collection.previewTokenIds[0]
  if (first === undefined) return <FramedPlaceholder label={collectionName(collection)} radius={radius} />
  return (
    <NftImage
      chainId={collection.chainId}
      address={collection.address}
      tokenId={first}
      alt={collectionName(collection)}
      sizes={sizes}
      priority={priority}
      radius={radius}
    />
  )
}

const Stat = ({ label, value }: { label: string; value: string }) => (
  <div className={styles.stat}>
    <div className={styles.caption}>{label}</div>
    <p className={`${styles.line} ${styles.value}`}>{value}</p>
  </div>
)

/** A collection as a card: its picture first, then name, floor, volume, items and owners. */
export function CollectionCard({
  collection,
  sizes,
  priority = false,
  headingLevel = 'h3',
}: { collection: Collection } & CardPlacement) {
  const Heading = headingLevel
  return (
    <NextLink href={`/collection/${collection.address}`} className={styles.card}>
      <CollectionPicture collection={collection} sizes={sizes} priority={priority} />
      <div className={styles.collectionBody}>
        <Heading className={`${styles.line} ${styles.collectionName}`}>{collectionName(collection)}</Heading>
        <div className={styles.stats}>
          <Stat label="Floor" value={formatEth(collection.floorPrice)} />
          <Stat label="Volume" value={formatEth(collection.volume)} />
          <Stat label="Items" value={formatCount(collection.itemCount)} />
          <Stat label="Owners" value={formatCount(collection.ownerCount)} />
        </div>
      </div>
    </NextLink>
  )
}
