import type { MarketOrder } from '@vitrine/api'
import { useOrders, useViewerAddress } from '@vitrine/react'
import { useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { EmptyState } from '../common/EmptyState.tsx'
import { OrderTable } from '../common/OrderTable.tsx'
import { actionColumn, itemColumn, makerColumn, priceColumn } from '../common/orderColumns.tsx'
import { QueryList } from '../common/QueryList.tsx'
import { useMarketCurrencies } from '../common/useMarketCurrencies.ts'
import { AcceptOfferDialog } from '../trade/tradeDialogs.ts'
import styles from './ProfileOffersReceived.module.css'
import { receivedParams } from './profileQueries.ts'

/**
 * The active offers on what a wallet holds, highest first: on its tokens, and collection offers on
 * its collections. Its owner accepts either here (a collection offer with an item it picks).
 */
export function ProfileOffersReceived({ owner }: { owner: string }) {
  const account = useViewerAddress()
  const [accepting, setAccepting] = useState<MarketOrder | null>(null)
  const offers = useOrders(receivedParams(owner))
  const currencies = useMarketCurrencies()
  const isMe = !!account && account.toLowerCase() === owner.toLowerCase()
  // The dialog keeps its place when the last offer goes: it says how the sale ended until closed.
  return (
    <div className={styles.scroll}>
      <QueryList
        query={offers}
        items={offers.data?.results ?? []}
        pending={null}
        empty={<EmptyState title="No offers received">Offers on items held here show up as they come.</EmptyState>}
      >
        {(rows) => (
          <OrderTable
            label="Offers received"
            orders={rows}
            columns={[
              itemColumn,
              priceColumn('Offer', currencies),
              makerColumn,
              isMe &&
                actionColumn(
                  (order) =>
                    // An offer in a token the market does not take is shown, never accepted.
                    currencies.currencyOf(order.currency) && (
                      <Button size="small" variant="contained" onClick={() => setAccepting(order)}>
                        Accept
                      </Button>
                    ),
                ),
            ]}
          />
        )}
      </QueryList>
      {accepting && <AcceptOfferDialog open onClose={() => setAccepting(null)} order={accepting} owner={owner} />}
    </div>
  )
}
