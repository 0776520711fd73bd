import { type LiveChange, liveChangeTouches } from '@vitrine/api'

type Params = Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Does `change` touch what a query about this collection (and token, when given) shows? */
function touchesItem(change: LiveChange, address: string, tokenId: string | undefined) {
  return tokenId === undefined
    ? liveChangeTouches(change, { kind: 'collection', address })
    : liveChangeTouches(change, { kind: 'token', address, tokenId })
}
const touchesAccount = (change: LiveChange, address: string) => liveChangeTouches(change, { kind: 'account', address })

/**
 * Whether a query of the SDK (key `['vitrine', name, params, …]`) may show something `change`
 * altered, following the invalidation rules of `@vitrine/api` `marketLive.ts`. Queries of other
 * functions (users, analytics) are never touched.
 */
export function isTouchedBy(change: LiveChange, queryKey: readonly unknown[]): boolean {
  const [scope, name, raw] = queryKey
  if (scope !== 'vitrine' || typeof name !== 'string') return false
  const params = (raw && typeof raw === 'object' ? raw : {}) as Params
  const address = text(params.address)
  const tokenId = text(params.tokenId)
  switch (name) {
    case 'getCollections':
      return change.everything || change.collections.length > 0
    case 'getCollection':
    case 'getCollectionNFTs':
      return address !== undefined && touchesItem(change, address, undefined)
    case 'getNFT':
      return address !== undefined && tokenId !== undefined && touchesItem(change, address, tokenId)
    case 'getNFTs': {
      const owner = text(params.owner)
      return owner !== undefined && touchesAccount(change, owner)
    }
    case 'getActivity':
    case 'getOrders': {
      const account = text(params.account) ?? text(params.maker)
      if (change.everything) return true
      if (address !== undefined && !touchesItem(change, address, tokenId)) return false
      if (account !== undefined && !touchesAccount(change, account)) return false
      return address !== undefined || account !== undefined || change.orders.length > 0 || change.block !== null
    }
    case 'getOrder': {
      const orderHash = text(params.orderHash)
      return change.everything || (orderHash !== undefined && change.orders.some((hash) => same(hash, orderHash)))
    }
    default:
      return false
  }
}
