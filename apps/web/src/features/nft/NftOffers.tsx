import type { MarketOrder, Nft } from '@vitrine/api'
import { useOrders } from '@vitrine/react'
import { Button } from '../../components/Button.tsx'
import { OrderTable } from '../common/OrderTable.tsx'
import { actionColumn, makerColumn, priceColumn } from '../common/orderColumns.tsx'
import { QueryList } from '../common/QueryList.tsx'
import { useMarketCurrencies } from '../common/useMarketCurrencies.ts'
import styles from './nft.module.css'

const expires = (endTime: string) => new Date(Number(endTime) * 1000).toISOString().slice(0, 10)

/** The token's active offers, highest first (collection offers that would buy it included); the owner may accept one. */
export function NftOffers({
  nft,
  account,
  canAccept,
  onAccept,
  onCancel,
}: {
  nft: Nft
  /** The connected wallet: its own offers get a Cancel button. */
  account: string | null
  canAccept: boolean
  onAccept: (order: MarketOrder) => void
  onCancel: (order: MarketOrder) => void
}) {
  const currencies = useMarketCurrencies()
  const offers = useOrders({ side: 'offer', address: nft.address, tokenId: nft.tokenId, limit: 20 })
  return (
    <div className={styles.offers}>
      <h2 className={`${styles.subtitle1} ${styles.offersTitle}`} id="offers-title">
        Offers
      </h2>
      <QueryList
        query={offers}
        items={offers.data?.results ?? []}
        pending={<p className={`${styles.body1} ${styles.secondary}`}>Loading offers…</p>}
        empty={<p className={`${styles.body1} ${styles.secondary}`}>No offers yet.</p>}
      >
        {(rows) => (
          <OrderTable
            labelledBy="offers-title"
            rowTestId="offer-row"
            orders={rows}
            columns={[
              priceColumn('Price', currencies, (order) => (order.kind === 'collectionOffer' ? ' (any item)' : '')),
              makerColumn,
              { header: 'Expires', cell: (order) => expires(order.endTime) },
              actionColumn((order) =>
                account && order.maker.toLowerCase() === account.toLowerCase() ? (
                  <Button size="small" variant="danger" onClick={() => onCancel(order)}>
                    Cancel
                  </Button>
                ) : (
                  canAccept &&
                  // An offer in a token the market does not take is shown, never accepted.
                  currencies.currencyOf(order.currency) && (
                    <Button size="small" onClick={() => onAccept(order)}>
                      Accept
                    </Button>
                  )
                ),
              ),
            ]}
          />
        )}
      </QueryList>
    </div>
  )
}
