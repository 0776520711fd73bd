import { getAddress } from 'viem'
import { type AnyServerFunction, defineServerFunction } from '../../functions/defineServerFunction.ts'
import { temporarilyUnavailable } from '../../temporarilyUnavailable.ts'
import type { RaribleApi } from './raribleApi.ts'

export type RaribleFunctionDeps = {
  /** Rarible's order API (read-only); null when RARIBLE_API_URL and RARIBLE_API_KEY are not set. */
  raribleApi: RaribleApi | null
}

const rarible = (what: string) =>
  ({ who: 'anyone', why: `Rarible's public listings of ${what}, read through its API` }) as const

/** The `rarible` source's reads of Rarible's own listings (its lazy orders go through postOrder). */
export const raribleServerFunctions: AnyServerFunction[] = [
  // Rarible's own listings of a token (read-only, bought there): an outage is "try again", never "none".
  defineServerFunction({
    name: 'getRaribleListings',
    access: rarible('a token'),
    handler:
      ({ rarible: { raribleApi } }) =>
      async ({ address, tokenId }) => {
        if (!raribleApi) return { enabled: false, results: [] }
        try {
          return { enabled: true, results: await raribleApi.listingsOf(getAddress(address), tokenId) }
        } catch (error) {
          throw temporarilyUnavailable("Reading Rarible's listings", error)
        }
      },
  }),
  // The same, of every token of a collection (its page): Rarible's first 20, latest first.
  defineServerFunction({
    name: 'getRaribleCollectionListings',
    access: rarible("a collection's tokens"),
    handler:
      ({ rarible: { raribleApi } }) =>
      async ({ address }) => {
        if (!raribleApi) return { enabled: false, results: [] }
        try {
          return { enabled: true, results: await raribleApi.collectionListingsOf(getAddress(address)) }
        } catch (error) {
          throw temporarilyUnavailable("Reading Rarible's listings", error)
        }
      },
  }),
]
