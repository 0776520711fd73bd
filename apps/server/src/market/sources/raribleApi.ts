import type { RaribleListing } from '@vitrine/api'
import { safeFetch } from '@vitrine/safe-fetch'
import { getAddress, isAddress, parseEther } from 'viem'
import { z } from 'zod'
import type { RaribleApiConfig } from '../../config.ts'

/**
 * Rarible's answer to `GET /v0.1/orders/sell/byItem` (its Multichain Protocol API): the fields
 * read here. Ids are `BLOCKCHAIN:address`; `take.value` and `makePrice` are decimal amounts of
 * the currency (ETH), not wei.
 */
const ordersSchema = z.object({
  continuation: z.string().optional(),
  orders: z.array(
    z.object({
      id: z.string().min(1).max(200),
      status: z.string(),
      maker: z.string(),
      make: z.object({ value: z.string() }),
      take: z.object({ type: z.object({ '@type': z.string() }).passthrough(), value: z.string() }),
      endedAt: z.string().optional().nullable(),
    }),
  ),
})

/** Rarible's API was unreachable or answered what it should not: try again later; never "no listings". */
export class RaribleApiError extends Error {
  override name = 'RaribleApiError'
}

const ETH_AMOUNT = /^[0-9]{1,40}(\.[0-9]{1,18})?$/

/** Reads Rarible's active ETH listings of a token, through safe-fetch, checked by zod. */
export function createRaribleApi(config: RaribleApiConfig, allowedHosts: readonly string[] = []) {
  return {
    async listingsOf(address: `0x${string}`, tokenId: string): Promise<RaribleListing[]> {
      const url = new URL('v0.1/orders/sell/byItem', config.url.endsWith('/') ? config.url : `${config.url}/`)
      url.searchParams.set('itemId', `ETHEREUM:${address}:${tokenId}`)
      url.searchParams.set('status', 'ACTIVE')
      url.searchParams.set('size', '20')
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
      const link = `https://rarible.com/token/${address}:${tokenId}`
      return parsed.data.orders.flatMap((order) => {
        const maker = order.maker.split(':').pop() ?? ''
        if (order.status !== 'ACTIVE' || order.take.type['@type'] !== 'ETH' || !isAddress(maker)) return []
        if (!ETH_AMOUNT.test(order.take.value)) return []
        // The price of the whole order over the units it sells: a listing here is of one item.
        const units = BigInt(/^[0-9]+$/.test(order.make.value) ? order.make.value : '1') || 1n
        return [
          {
            id: order.id,
            maker: getAddress(maker),
            price: (parseEther(order.take.value) / units).toString(),
            endsAt: order.endedAt ?? null,
            url: link,
          },
        ]
      })
    },
  }
}

export type RaribleApi = ReturnType<typeof createRaribleApi>
