import Parse from 'parse/node'
import { getAddress } from 'viem'
import type { FunctionHandler } from '../functions/defineServerFunction.ts'
import type { PageCursor } from '../nft/pageCursor.ts'
import type { OrderStore } from './orderStore.ts'
import { toOrder } from './toOrder.ts'

/** `getOrders`: a page of orders, best price first or newest first, on signed cursors. */
export const getOrders =
  (store: OrderStore, cursor: PageCursor): FunctionHandler<'getOrders'> =>
  async (p) => {
    if (p.tokenId != null && p.address == null)
      throw new Parse.Error(Parse.Error.INVALID_VALUE, 'tokenId needs the address of its collection.')
    if (p.traits && p.kind !== 'lazy')
      throw new Parse.Error(Parse.Error.INVALID_VALUE, "traits filter lazy listings only: pass kind 'lazy' with them.")
    const sort = p.sort ?? 'price'
    const statuses =
      p.status == null ? ['active' as const] : Array.isArray(p.status) ? [...new Set(p.status)] : [p.status]
    const limit = p.limit ?? 20
    const scope = `orders:${p.side}:${sort}`
    const values = cursor.decode(p.cursor ?? null, sort === 'newest' ? 2 : 3)
    if (values && values[0] !== scope)
      throw new Parse.Error(Parse.Error.INVALID_VALUE, 'cursor belongs to another query or sort.')
    const rows = await store.page(
      {
        side: p.side,
        address: p.address == null ? null : getAddress(p.address),
        tokenId: p.tokenId ?? null,
        maker: p.maker == null ? null : getAddress(p.maker),
        owner: p.owner == null ? null : getAddress(p.owner),
        kind: p.kind ?? null,
        traits: p.traits && Object.keys(p.traits).length > 0 ? p.traits : null,
        statuses,
        sort,
      },
      values?.slice(1) ?? null,
      limit + 1,
    )
    const shown = rows.slice(0, limit)
    const last = shown[shown.length - 1]
    return {
      results: shown.map(toOrder),
      cursor:
        rows.length > limit && last
          ? cursor.encode(sort === 'newest' ? [scope, last.seq] : [scope, last.unit_price, last.order_hash])
          : null,
    }
  }
