import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { liveTopic, type TradingSource } from '@vitrine/api'
import {
  useActivity,
  useCollection,
  useCollectionTraits,
  useInfiniteActivity,
  useLiveUpdates,
  useNFT,
} from '@vitrine/react'
import { type ReactNode, useState } from 'react'
import NextLink from '../../components/SiteLink.tsx'
import { mediaSrc } from '../../media/mediaSrc.ts'
import { NftImage } from '../../media/NftImage.tsx'
import { ActivityList } from '../common/ActivityList.tsx'
import { sourcesParam } from '../common/activitySource.ts'
import { CardGrid } from '../common/CardGrid.tsx'
import { collectionName } from '../common/CollectionCard.tsx'
import { LoadError } from '../common/LoadError.tsx'
import { LoadMore } from '../common/LoadMore.tsx'
import { nftName } from '../common/NftCard.tsx'
import { SocialMeta } from '../common/SocialMeta.tsx'
import { SourceFilter } from '../common/SourceFilter.tsx'
import { NftDetails } from './NftDetails.tsx'
import { NftOwners } from './NftOwners.tsx'
import { NftTrading } from './NftTrading.tsx'
import { NftTraits } from './NftTraits.tsx'
import { historyParams, salesParams } from './nftQueries.ts'
import { SalesChart } from './SalesChart.tsx'

const Panel = ({ title, id, children }: { title: string; id: string; children: ReactNode }) => (
  <Box
    component="section"
    aria-labelledby={id}
    sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2, sm: 3 } }}
  >
    <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Box>
)

/** `/nft/[address]/[tokenId]`: the picture large, then who holds it, its traits and rarity, its sales and history. */
export function NftPage({ address, tokenId }: { address: `0x${string}`; tokenId: string }) {
  const nft = useNFT({ address, tokenId })
  const collection = useCollection({ address })
  const traits = useCollectionTraits({ address })
  // The history's source filter is the page's own state: unfiltered, the query is the one the server prefetched.
  const [source, setSource] = useState<TradingSource | undefined>(undefined)
  const history = useInfiniteActivity({ ...historyParams(address, tokenId), ...sourcesParam(source) })
  const sales = useActivity(salesParams(address, tokenId))
  useLiveUpdates([liveTopic.token(address, tokenId)])
  if (!nft.data || !collection.data) {
    const failed = nft.isError ? nft : collection.isError ? collection : null
    return failed ? <LoadError error={failed.error} retry={failed.refetch} /> : <CardGrid loading={2}>{null}</CardGrid>
  }
  const token = nft.data
  const owner = collection.data
  const name = nftName(token, owner.name)
  const events = history.data?.pages.flatMap((page) => page.results) ?? []
  return (
    <>
      <SocialMeta
        title={name}
        description={token.description ?? `${name}, of the collection ${collectionName(owner)}, on Vitrine.`}
        image={mediaSrc(token.chainId, token.address, token.tokenId, 1024)}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
          gap: { xs: 3, md: 6 },
          alignItems: 'start',
          mb: 4,
        }}
      >
        <Box sx={{ borderRadius: 4, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
          <NftImage
            chainId={token.chainId}
            address={token.address}
            tokenId={token.tokenId}
            alt={name}
            sizes="(max-width: 900px) 100vw, 600px"
            priority
          />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}>
          <Box>
            <Link component={NextLink} href={`/collection/${owner.address}`} underline="hover" sx={{ fontWeight: 600 }}>
              {collectionName(owner)}
            </Link>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mt: 0.5, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
          </Box>
          <NftOwners nft={token} />
          {token.description && (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {token.description}
            </Typography>
          )}
          {token.metadataStatus !== 'ok' && (
            <Typography variant="body2" color="text.secondary">
              {token.metadataStatus === 'pending'
                ? 'Its metadata is still being read.'
                : 'Its metadata could not be read; the picture and traits may be missing.'}
            </Typography>
          )}
          <NftTrading nft={token} name={name} />
          <Panel title="Traits" id="traits-title">
            <NftTraits attributes={token.attributes} collection={owner} traits={traits.data} />
          </Panel>
          <Panel title="Details" id="details-title">
            <NftDetails nft={token} />
          </Panel>
          <Panel title="Price history" id="prices-title">
            {sales.isError ? (
              <LoadError error={sales.error} retry={sales.refetch} />
            ) : (
              <SalesChart sales={sales.data?.results ?? []} />
            )}
          </Panel>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Box component="section" aria-labelledby="history-title">
          <Typography id="history-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
            History
          </Typography>
          {history.isError ? (
            <LoadError error={history.error} retry={history.refetch} />
          ) : (
            <>
              <SourceFilter value={source} onChange={setSource} />
              {source && !history.isPending && events.length === 0 ? (
                <Typography color="text.secondary">No history from this source.</Typography>
              ) : (
                <ActivityList items={events} chainId={token.chainId} showItem={false} label={`History of ${name}`} />
              )}
              <LoadMore
                hasNextPage={history.hasNextPage}
                isFetchingNextPage={history.isFetchingNextPage}
                fetchNextPage={history.fetchNextPage}
                label="More history"
              />
            </>
          )}
        </Box>
      </Box>
    </>
  )
}
