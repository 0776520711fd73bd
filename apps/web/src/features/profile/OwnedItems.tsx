import { useInfiniteNFTs } from '@vitrine/react'
import { CardGrid, gridImageSizes } from '../common/CardGrid.tsx'
import { EmptyState } from '../common/EmptyState.tsx'
import { NftCard } from '../common/NftCard.tsx'
import { pagesItems, QueryList } from '../common/QueryList.tsx'
import { ownedParams } from './profileQueries.ts'

/** The profile's Owned tab: the tokens a wallet holds, page after page. */
export function OwnedItems({ owner }: { owner: string }) {
  const owned = useInfiniteNFTs(ownedParams(owner))
  return (
    <QueryList
      query={owned}
      items={pagesItems(owned.data)}
      skeletons={8}
      moreLabel="More items"
      empty={<EmptyState title="No items yet">This wallet holds no NFT that Vitrine indexes.</EmptyState>}
    >
      {(nfts) => (
        <CardGrid label="Owned items" loading={owned.isFetchingNextPage ? 4 : 0}>
          {nfts.map((nft, index) => (
            <li key={`${nft.address}:${nft.tokenId}`}>
              <NftCard nft={nft} sizes={gridImageSizes()} priority={index < 4} headingLevel="h2" />
            </li>
          ))}
        </CardGrid>
      )}
    </QueryList>
  )
}
