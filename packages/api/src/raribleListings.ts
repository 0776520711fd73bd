import { z } from 'zod'
import { addressSchema } from './wireScalars.ts'

/** `getRaribleListings` — Rarible's active listings of one of our tokens (read-only, `rarible` source). */
export const getRaribleListingsParamsSchema = z.object({
  address: addressSchema,
  tokenId: z.string().regex(/^(0|[1-9][0-9]{0,77})$/, 'must be a token id in decimal'),
})
export type GetRaribleListingsParams = z.input<typeof getRaribleListingsParamsSchema>

/** `getRaribleCollectionListings` — Rarible's active listings of any token of one of our collections. */
export const getRaribleCollectionListingsParamsSchema = getRaribleListingsParamsSchema.pick({ address: true })
export type GetRaribleCollectionListingsParams = z.input<typeof getRaribleCollectionListingsParamsSchema>

/** One listing on Rarible, as its order API reports it; bought there (`url`), not here. */
export type RaribleListing = {
  /** Rarible's order id. */
  id: string
  /** The token listed, in decimal (of the collection asked about). */
  tokenId: string
  maker: `0x${string}`
  /** Wei, as a decimal string (ETH listings only). */
  price: string
  /** ISO 8601, or null when it does not end. */
  endsAt: string | null
  /** The item's page on Rarible. */
  url: string
}
/** Both reads' answer. `enabled: false`: no Rarible API is configured here (not "no listings"). */
export type GetRaribleListingsResult = { enabled: boolean; results: RaribleListing[] }
