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
import { TextLink } from '../../components/TextLink.tsx'
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
import styles from './nft.module.css'
import { historyParams, salesParams } from './nftQueries.ts'
import { SalesChart } from './SalesChart.tsx'

/** A section's heading (MUI's h6 at 700). */
const Heading = ({ id, children }: { id: string; children: ReactNode }) => (
  <h2 id={id} className={`${styles.h6} ${styles.heading}`}>
    {children}
  </h2>
)

const Panel = ({ title, id, children }: { title: string; id: string; children: ReactNode }) => (
  <section aria-labelledby={id} className={styles.panel}>
    <Heading id={id}>{title}</Heading>
    {children}
  </section>
)

/**
 * `/nft/[address]/[tokenId]`: the picture large, then who holds it, its traits and rarity, its sales
 * and history. Static CSS only: the page's first load carries no MUI (the trade dialogs bring it
 * when first opened).
 */
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
      <div className={styles.top}>
        <div className={styles.picture}>
          <NftImage
            chainId={token.chainId}
            address={token.address}
            tokenId={token.tokenId}
            alt={name}
            sizes="(max-width: 900px) 100vw, 600px"
            priority
          />
        </div>
        <div className={styles.facts}>
          <div>
            <TextLink href={`/collection/${owner.address}`}>{collectionName(owner)}</TextLink>
            <h1 className={styles.title}>{name}</h1>
          </div>
          <NftOwners nft={token} />
          {token.description && (
            <p className={`${styles.body1} ${styles.secondary} ${styles.description}`}>{token.description}</p>
          )}
          {token.metadataStatus !== 'ok' && (
            <p className={`${styles.body2} ${styles.secondary}`}>
              {token.metadataStatus === 'pending'
                ? 'Its metadata is still being read.'
                : 'Its metadata could not be read; the picture and traits may be missing.'}
            </p>
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
        </div>
      </div>
      <div className={styles.bottom}>
        <section aria-labelledby="history-title">
          <Heading id="history-title">History</Heading>
          {history.isError ? (
            <LoadError error={history.error} retry={history.refetch} />
          ) : (
            <>
              <SourceFilter value={source} onChange={setSource} />
              {source && !history.isPending && events.length === 0 ? (
                <p className={`${styles.body1} ${styles.secondary}`}>No history from this source.</p>
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
        </section>
      </div>
    </>
  )
}
