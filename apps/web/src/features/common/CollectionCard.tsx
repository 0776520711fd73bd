import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Collection } from '@vitrine/api'
import NextLink from '../../components/SiteLink.tsx'
import { formatCount } from '../../format/formatCount.ts'
import { formatEth } from '../../format/formatEth.ts'
import { NftImage } from '../../media/NftImage.tsx'
import { PicturePlaceholder } from '../../media/PicturePlaceholder.tsx'
import { linkCardStyle } from './cardStyle.ts'

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
  if (first === undefined)
    return (
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1', borderRadius: radius, overflow: 'hidden' }}>
        <PicturePlaceholder label={collectionName(collection)} />
      </Box>
    )
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
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
      {value}
    </Typography>
  </Box>
)

/** A collection as a card: its picture first, then name, floor, volume, items and owners. */
export function CollectionCard({
  collection,
  sizes,
  priority = false,
  headingLevel = 'h3',
}: {
  collection: Collection
  sizes: string
  priority?: boolean
  /** h2 where the grid sits right under the page's h1, h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <Box component={NextLink} href={`/collection/${collection.address}`} sx={linkCardStyle}>
      <CollectionPicture collection={collection} sizes={sizes} priority={priority} />
      <Box sx={{ p: { xs: 1.25, sm: 1.75 } }}>
        <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap>
          {collectionName(collection)}
        </Typography>
        <Box sx={{ mt: 1, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
          <Stat label="Floor" value={formatEth(collection.floorPrice)} />
          <Stat label="Volume" value={formatEth(collection.volume)} />
          <Stat label="Items" value={formatCount(collection.itemCount)} />
          <Stat label="Owners" value={formatCount(collection.ownerCount)} />
        </Box>
      </Box>
    </Box>
  )
}
