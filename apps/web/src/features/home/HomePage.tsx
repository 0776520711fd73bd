import { useActivity, useCollections, useMarketConfig } from '@vitrine/react'
import { siteConfig } from '../../siteConfig.ts'
import { gridImageSizes } from '../common/CardGrid.tsx'
import { CollectionCard } from '../common/CollectionCard.tsx'
import { EmptyState } from '../common/EmptyState.tsx'
import { QueryGrid } from '../common/QueryGrid.tsx'
import { HomeHero } from './HomeHero.tsx'
import styles from './HomePage.module.css'
import { recentSalesParams, trendingParams } from './homeQueries.ts'
import { SaleCard } from './SaleCard.tsx'
import { SectionHeader } from './SectionHeader.tsx'

/** `/`: the top collections by volume, pictures first, and the latest sales. */
export function HomePage() {
  const trending = useCollections(trendingParams)
  const sales = useActivity(recentSalesParams)
  const offerCurrencies = useMarketConfig().data?.offerCurrencies
  const collections = trending.data?.results ?? []
  const names = Object.fromEntries(collections.map((c) => [c.address, c.name]))
  const recent = (sales.data?.results ?? []).filter(
    (sale): sale is typeof sale & { tokenId: string } => sale.tokenId !== null,
  )
  return (
    <>
      <HomeHero featured={collections[0]} />
      <section aria-labelledby="trending-title" className={styles.trending}>
        <SectionHeader
          id="trending-title"
          title="Trending collections"
          href="/explore?sort=volume"
          linkLabel="View all"
        />
        <QueryGrid
          query={trending}
          items={collections}
          empty={
            <EmptyState title="No collections yet">They appear here as soon as their first token is minted.</EmptyState>
          }
          label="Trending collections"
          itemKey={(collection) => collection.address}
        >
          {(collection, index) => (
            <CollectionCard collection={collection} sizes={gridImageSizes()} priority={index < 2} />
          )}
        </QueryGrid>
      </section>
      <section aria-labelledby="sales-title" className={styles.sales}>
        <SectionHeader id="sales-title" title="Recent sales" />
        <QueryGrid
          query={sales}
          items={recent}
          dense
          empty={<EmptyState title="No sales yet">Sales show here as soon as an item changes hands.</EmptyState>}
          label="Recent sales"
          itemKey={(sale) => `${sale.txHash}:${sale.address}:${sale.tokenId}`}
        >
          {(sale) => (
            <SaleCard
              sale={sale}
              offerCurrencies={offerCurrencies}
              chainId={siteConfig.chainId}
              collectionName={names[sale.address] ?? null}
              sizes={gridImageSizes(true)}
            />
          )}
        </QueryGrid>
      </section>
    </>
  )
}
