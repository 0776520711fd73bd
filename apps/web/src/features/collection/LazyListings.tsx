import type { Collection, MarketOrder } from '@vitrine/api'
import { useOrders, useViewerAddress } from '@vitrine/react'
import { useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { formatEth } from '../../format/formatEth.ts'
import { NftImage } from '../../media/NftImage.tsx'
import { FramedPlaceholder } from '../../media/PicturePlaceholder.tsx'
import { collectionName } from '../common/CollectionCard.tsx'
import { SourceMark } from '../common/SourceMark.tsx'
import { BuyDialog } from '../trade/tradeDialogs.ts'
import { type CollectionView, filtersLazyByTraits, lazyListingsParams } from './collectionView.ts'
import styles from './listings.module.css'

/** A lazy token id's own number: its lower 96 bits (the upper 160 are the creator). */
export const lazyNumber = (tokenId: string | null) =>
  tokenId === null ? '' : (BigInt(tokenId) & ((1n << 96n) - 1n)).toString()

/** A lazy item's name from its metadata (once the indexer has read it), or its collection's name and number. */
const lazyItemName = (order: MarketOrder, collectionName: string) =>
  order.lazyItem?.name ?? `${collectionName} #${lazyNumber(order.tokenId)}`

/**
 * The collection's lazy listings (the `rarible` source): items not minted yet, each its own
 * voucher's item, minted to its buyer by the one transaction that pays for it. The Items tab's
 * trait filters apply to them as to the grid. Hidden when there are none (or none with the traits).
 */
export function LazyListings({ collection, view }: { collection: Collection; view: CollectionView }) {
  const account = useViewerAddress()
  const [buying, setBuying] = useState<MarketOrder | null>(null)
  // A changed filter keeps the cards shown until the new ones come: the tabs below do not jump.
  const listings = useOrders(lazyListingsParams(collection.address, view), { keepPrevious: true })
  const filtered = filtersLazyByTraits(view)
  if (listings.isError) return <p className={styles.error}>Items not minted yet could not be loaded.</p>
  const orders = listings.data?.results ?? []
  const name = collectionName(collection)
  // The dialog outlives its card: the item leaves this list (live) as soon as it is bought, so the
  // dialog sits beside the list, in a place of its own that the list emptying does not move.
  return (
    <>
      {orders.length > 0 && (
        <section aria-labelledby="lazy-title" className={styles.section}>
          <h2 id="lazy-title" className={`${styles.title} ${styles.lazyTitle}`}>
            Not minted yet
          </h2>
          <p className={`${styles.note} ${styles.lazyNote}`}>
            Listed by the creator with a signed voucher: buying mints the item to you in the same transaction.
            {filtered && ' Only those with the traits chosen below are shown.'}
          </p>
          <ul className={`${styles.tiles} ${styles.lazyTiles}`}>
            {orders.map((order) => {
              const number = `${name} #${lazyNumber(order.tokenId)}`
              const label = lazyItemName(order, name)
              // Several vouchers may share a name: the number tells them apart.
              const fullLabel = label === number ? label : `${label} (${number})`
              const own = !!account && order.maker.toLowerCase() === account.toLowerCase()
              return (
                <li key={order.orderHash} data-testid="lazy-listing" className={`${styles.tile} ${styles.lazyTile}`}>
                  {/* Through the media service like every picture; none to ask for until the indexer has found one. */}
                  {order.lazyItem?.hasPicture && order.tokenId !== null ? (
                    <NftImage
                      chainId={collection.chainId}
                      address={order.address}
                      tokenId={order.tokenId}
                      order={order.orderHash}
                      alt={label}
                      sizes="(max-width: 600px) 100vw, 260px"
                    />
                  ) : (
                    <FramedPlaceholder label={label} />
                  )}
                  <div className={styles.lazyBody}>
                    <div className={styles.minWidth}>
                      <h3 className={styles.itemName}>{label}</h3>
                      {label !== number && <p className={styles.number}>{number}</p>}
                    </div>
                    <div className={styles.priceRow}>
                      <p className={styles.price}>{formatEth(order.price)}</p>
                      <SourceMark source={order.source} />
                    </div>
                    <Button
                      variant="contained"
                      disabled={own}
                      onClick={() => setBuying(order)}
                      aria-label={own ? `${fullLabel} is your own listing` : `Buy ${fullLabel}`}
                    >
                      {own ? 'Your listing' : 'Buy and mint'}
                    </Button>
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      )}
      {buying && <BuyDialog open onClose={() => setBuying(null)} orders={[buying]} name={lazyItemName(buying, name)} />}
    </>
  )
}
