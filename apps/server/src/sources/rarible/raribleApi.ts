import type { RaribleListing } from '@vitrine/api'
import { safeFetch } from '@vitrine/safe-fetch'
import { getAddress, isAddress, parseEther } from 'viem'
import { z } from 'zod'
import type { RaribleApiConfig } from '../../config.ts'
import { ServerError } from '../../ServerError.ts'

/**
 * Rarible's answer to `GET /v0.1/orders/sell/byItem` and `/v0.1/orders/sell/byCollection` (its
 * Multichain Protocol API): the fields read here. Ids are `BLOCKCHAIN:address`; `take.value` and
 * `makePrice` are decimal amounts of the currency (ETH), not wei; `make.type` names the token sold.
 */
const ordersSchema = z.object({
  continuation: z.string().optional(),
  orders: z.array(
    z.object({
      id: z.string().min(1).max(200),
      status: z.string(),
      maker: z.string(),
      make: z.object({
        type: z.object({ contract: z.string().optional(), tokenId: z.string().optional() }).passthrough().optional(),
        value: z.string(),
      }),
      take: z.object({ type: z.object({ '@type': z.string() }).passthrough(), value: z.string() }),
      endedAt: z.string().optional().nullable(),
    }),
  ),
})
type RaribleOrder = z.infer<typeof ordersSchema>['orders'][number]

/** Rarible's API was unreachable or answered what it should not: try again later; never "no listings". */
export class RaribleApiError extends ServerError {
  override name = 'RaribleApiError'
}

const ETH_AMOUNT = /^[0-9]{1,40}(\.[0-9]{1,18})?$/
const TOKEN_ID = /^(0|[1-9][0-9]{0,77})$/

/** A listing of `address` (the collection asked about) as ours, or null when it is not an active ETH one of it. */
function toListing(order: RaribleOrder, address: `0x${string}`, tokenId: string | undefined): RaribleListing | null {
  const maker = order.maker.split(':').pop() ?? ''
  if (order.status !== 'ACTIVE' || order.take.type['@type'] !== 'ETH' || !isAddress(maker)) return null
  if (!ETH_AMOUNT.test(order.take.value)) return null
  // A collection's orders name their token; an item's may not (it was asked for by id).
  const sold = order.make.type?.tokenId ?? tokenId
  if (sold === undefined || !TOKEN_ID.test(sold)) return null
  const contract = order.make.type?.contract?.split(':').pop()
  if (contract !== undefined && contract.toLowerCase() !== address.toLowerCase()) return null
  // The price of the whole order over the units it sells: a listing here is of one item.
  const units = BigInt(/^[0-9]+$/.test(order.make.value) ? order.make.value : '1') || 1n
  return {
    id: order.id,
    tokenId: sold,
    maker: getAddress(maker),
    price: (parseEther(order.take.value) / units).toString(),
    endsAt: order.endedAt ?? null,
    url: `https://rarible.com/token/${address}:${sold}`,
  }
}

/** Reads Rarible's active ETH listings of a token or a collection, through safe-fetch, checked by zod. */
export function createRaribleApi(config: RaribleApiConfig, allowedHosts: readonly string[] = []) {
  const read = async (path: string, query: Record<string, string>) => {
    const url = new URL(path, config.url.endsWith('/') ? config.url : `${config.url}/`)
    for (const [name, value] of Object.entries({ ...query, status: 'ACTIVE', size: '20' }))
      url.searchParams.set(name, value)
    let body: unknown
    try {
      const fetched = await safeFetch(url.toString(), {
        maxBytes: 1_000_000,
        timeoutMs: 5_000,
        allowedHosts,
        accept: 'application/json',
        headers: { 'X-API-KEY': config.apiKey },
      })
      body = JSON.parse(fetched.body.toString('utf8'))
    } catch (cause) {
      throw new RaribleApiError("Rarible's listings could not be read; try again.", { cause })
    }
    const parsed = ordersSchema.safeParse(body)
    if (!parsed.success)
      throw new RaribleApiError("Rarible's API answered in a shape it does not document.", { cause: parsed.error })
    return parsed.data.orders
  }
  const listings = (orders: RaribleOrder[], address: `0x${string}`, tokenId?: string) =>
    orders.flatMap((order) => toListing(order, address, tokenId) ?? [])

  return {
    async listingsOf(address: `0x${string}`, tokenId: string): Promise<RaribleListing[]> {
      const orders = await read('v0.1/orders/sell/byItem', { itemId: `ETHEREUM:${address}:${tokenId}` })
      return listings(orders, address, tokenId)
    },
    /** The first 20 active listings of any token of the collection (Rarible's order, latest first). */
    async collectionListingsOf(address: `0x${string}`): Promise<RaribleListing[]> {
      const orders = await read('v0.1/orders/sell/byCollection', { collection: `ETHEREUM:${address}` })
      return listings(orders, address)
    },
  }
}

export type RaribleApi = ReturnType<typeof createRaribleApi>
