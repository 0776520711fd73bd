import { z } from 'zod'
import { getOrderParamsSchema, getOrdersParamsSchema, orderSchema } from '../marketOrder.ts'

/** The order book's public reads (PRODUCT.md §6); `postOrder` and `getMarketConfig` are registered with the market. */
export const marketFunctions = {
  /** One order by its hash, in any status. Unknown: not found (101). */
  getOrder: { params: getOrderParamsSchema, result: orderSchema },
  /** A page of orders, best price first or newest first. */
  getOrders: {
    params: getOrdersParamsSchema,
    result: z.object({ results: z.array(orderSchema), cursor: z.string().nullable() }),
  },
} as const
