import type { MarketOrder, OrderSide } from '@vitrine/api'
import { useOrders, useViewerAddress } from '@vitrine/react'
import { useState } from 'react'
import { Alert } from '../../components/Alert.tsx'
import { Button } from '../../components/Button.tsx'
import { formatEth } from '../../format/formatEth.ts'
import { EmptyState } from '../common/EmptyState.tsx'
import { ItemName } from '../common/ItemName.tsx'
import { OrderTable } from '../common/OrderTable.tsx'
import { actionColumn, itemColumn, priceColumn } from '../common/orderColumns.tsx'
import { QueryList } from '../common/QueryList.tsx'
import { useMarketCurrencies } from '../common/useMarketCurrencies.ts'
import { ConfirmTradeDialog } from '../trade/tradeDialogs.ts'
import styles from './ProfileOrders.module.css'

const STATUS_WORDS: Record<string, string> = {
  notOwned: 'item no longer held',
  notApproved: 'marketplace not approved',
  insufficientBalance: 'not enough {currency}',
  insufficientAllowance: '{currency} not approved',
  notStarted: 'not started yet',
}

/** A wallet's open listings or offers made; its owner sees a warning on each revived listing, with a one-click cancel. */
export function ProfileOrders({ maker, side }: { maker: string; side: OrderSide }) {
  const account = useViewerAddress()
  const [cancelling, setCancelling] = useState<MarketOrder | 'all' | null>(null)
  const orders = useOrders({ side, maker, status: ['active', 'inactive'], sort: 'newest', limit: 50 })
  const isMe = !!account && account.toLowerCase() === maker.toLowerCase()
  const currencies = useMarketCurrencies()
  const status = (order: MarketOrder) =>
    order.status === 'active'
      ? order.revived
        ? 'Active again'
        : 'Active'
      : `Inactive: ${(STATUS_WORDS[order.statusReason ?? ''] ?? 'not fillable now').replace('{currency}', currencies.currencyOf(order.currency)?.symbol ?? 'tokens')}`
  // The dialogs keep their place when the last order goes: a cancel's dialog says how it ended until closed.
  return (
    <div className={styles.orders}>
      <QueryList
        query={orders}
        items={orders.data?.results ?? []}
        pending={null}
        empty={
          <EmptyState title={side === 'listing' ? 'No listings' : 'No offers made'}>Nothing open right now.</EmptyState>
        }
      >
        {(rows) => (
          <>
            {isMe &&
              rows
                .filter((order) => order.revived)
                .map((order) => (
                  <Alert
                    key={order.orderHash}
                    severity="warning"
                    action={
                      // In the warning's own colour, as MUI's `color="inherit"`.
                      <Button size="small" style={{ color: 'inherit' }} onClick={() => setCancelling(order)}>
                        Cancel it
                      </Button>
                    }
                  >
                    Your listing of <ItemName address={order.address} tokenId={order.tokenId} /> is active again at{' '}
                    {formatEth(order.price)} because the item came back to you. Anyone can buy it at that price.
                  </Alert>
                ))}
            <OrderTable
              label={side === 'listing' ? 'Listings' : 'Offers made'}
              orders={rows}
              columns={[
                itemColumn,
                priceColumn('Price', currencies),
                { header: 'Status', cell: status },
                isMe &&
                  actionColumn((order) => (
                    <Button size="small" variant="danger" onClick={() => setCancelling(order)}>
                      Cancel
                    </Button>
                  )),
              ]}
            />
            {isMe && (
              <div>
                <Button variant="danger" onClick={() => setCancelling('all')}>
                  Cancel all my orders
                </Button>
              </div>
            )}
          </>
        )}
      </QueryList>
      {cancelling === 'all' && (
        <ConfirmTradeDialog
          open
          onClose={() => setCancelling(null)}
          title="Cancel all your orders"
          sentence="Cancels every listing and offer you have signed, on this page or not: one transaction, and one more for each listing of an item not minted yet. None can be filled after."
          submitLabel="Cancel all"
          action={{ type: 'cancelAll' }}
          doneMessage="All your orders are cancelled."
        />
      )}
      {cancelling && cancelling !== 'all' && (
        <ConfirmTradeDialog
          open
          onClose={() => setCancelling(null)}
          title={side === 'listing' ? 'Cancel this listing' : 'Cancel this offer'}
          sentence="Cancelling happens on the chain: the order can never be filled after."
          submitLabel="Cancel order"
          action={{ type: 'cancel', orders: [cancelling] }}
          doneMessage="Cancelled."
        />
      )}
    </div>
  )
}
