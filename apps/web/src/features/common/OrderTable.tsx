import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { MarketOrder } from '@vitrine/api'
import type { ReactNode } from 'react'

/** One column of an order table: its heading and what each order shows in it. */
export type OrderColumn = {
  header: string
  cell: (order: MarketOrder) => ReactNode
  align?: 'right'
}

/**
 * The site's one table of orders (a profile's listings and offers, an item's offers), a row per
 * order; it scrolls sideways on a narrow screen rather than squeeze. Named by `label`, or by the
 * heading `labelledBy` points to.
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
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {shown.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
              <TableCell key={index}>{column.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.orderHash} data-testid={rowTestId}>
              {shown.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
                <TableCell key={index} align={column.align}>
                  {column.cell(order)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}
