import type { MarketOrder } from '@vitrine/api'
import type { ReactNode } from 'react'
import styles from './OrderTable.module.css'

/** One column of an order table: its heading and what each order shows in it. */
export type OrderColumn = {
  header: string
  cell: (order: MarketOrder) => ReactNode
  align?: 'right'
}

/**
 * The site's one table of orders (a profile's listings and offers, an item's offers), a row per
 * order; it scrolls sideways on a narrow screen rather than squeeze. Named by `label`, or by the
 * heading `labelledBy` points to. A plain table with MUI's look (OrderTable.module.css).
 */
export function OrderTable({
  orders,
  columns,
  label,
  labelledBy,
  rowTestId,
}: {
  orders: readonly MarketOrder[]
  columns: readonly (OrderColumn | false)[]
  label?: string
  labelledBy?: string
  rowTestId?: string
}) {
  const shown = columns.filter((column): column is OrderColumn => column !== false)
  return (
    <div className={styles.scroll}>
      <table className={styles.table} aria-label={label} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {shown.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
              <th key={index} scope="col" className={`${styles.cell} ${styles.head}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderHash} data-testid={rowTestId}>
              {shown.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
                <td key={index} className={column.align === 'right' ? `${styles.cell} ${styles.right}` : styles.cell}>
                  {column.cell(order)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
