import type { MarketOrder } from '@vitrine/api'
import type { ReactNode } from 'react'
import { AddressLink } from './AddressLink.tsx'
import { OrderItemLink } from './OrderItemLink.tsx'
import type { OrderColumn } from './OrderTable.tsx'
import { SourceMark } from './SourceMark.tsx'
import type { useMarketCurrencies } from './useMarketCurrencies.ts'

type Currencies = ReturnType<typeof useMarketCurrencies>

/** The item the order is for, linked. */
export const itemColumn: OrderColumn = { header: 'Item', cell: (order) => <OrderItemLink order={order} /> }

/** Its price in its currency, and the trading source it came from. */
export const priceColumn = (
  header: string,
  currencies: Currencies,
  note: (order: MarketOrder) => string = () => '',
): OrderColumn => ({
  header,
  cell: (order) => (
    <>
      {currencies.format(order.price, order.currency)}
      {note(order)} <SourceMark source={order.source} />
    </>
  ),
})

/** Who signed it, linking to their profile. */
export const makerColumn: OrderColumn = { header: 'From', cell: (order) => <AddressLink address={order.maker} /> }

/** The buttons of a row (accept, cancel), at its end; no heading. */
export const actionColumn = (cell: (order: MarketOrder) => ReactNode): OrderColumn => ({
  header: '',
  align: 'right',
  cell,
})
