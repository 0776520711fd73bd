import { useInfiniteNFTs } from '@vitrine/react'
import { gridImageSizes } from '../common/CardGrid.tsx'
import { EmptyState } from '../common/EmptyState.tsx'
import { NftCard } from '../common/NftCard.tsx'
import { QueryGrid } from '../common/QueryGrid.tsx'
import { pagesItems } from '../common/QueryList.tsx'
import { ownedParams } from './profileQueries.ts'

/** The profile's Owned tab: the tokens a wallet holds, page after page. */
export function OwnedItems({ owner }: { owner: string }) {
  const owned = useInfiniteNFTs(ownedParams(owner))
  return (
    <QueryGrid
      query={owned}
      items={pagesItems(owned.data)}
      skeletons={8}
      moreLabel="More items"
      empty={<EmptyState title="No items yet">This wallet holds no NFT that Vitrine indexes.</EmptyState>}
      label="Owned items"
      itemKey={(nft) => `${nft.address}:${nft.tokenId}`}
    >
      {(nft, index) => <NftCard nft={nft} sizes={gridImageSizes()} priority={index < 4} headingLevel="h2" />}
    </QueryGrid>
  )
}
