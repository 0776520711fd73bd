import { AddressParam, TokenId } from '@vitrine/api'
import { z } from 'zod'

/**
 * The parameters react-moralis's OpenSea hooks send (useOpenSeaAsset, useOpenSeaOrders,
 * useOpenSeaSellOrder, useOpenSeaBuyOrder), read in their own names so a mistake names them.
 */

// The hooks send 'mainnet' unless told otherwise: either means this server's own chain.
const network = z
  .enum(['mainnet', 'testnet'], { error: "must be 'mainnet' or 'testnet' (either is this server's chain)." })
  .nullish()

// A token id may come as a number from plain JavaScript callers.
const tokenId = z.preprocess((v) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v), TokenId)

const ETH_MESSAGE = 'must be a positive amount of ETH (a number or a decimal string, at most 18 decimals).'
/** An amount of ETH as Moralis's plugin took it (`0.25`), kept as its decimal text for parseEther. */
const eth = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: ETH_MESSAGE })
    .regex(/^(0|[1-9][0-9]{0,20})(\.[0-9]{1,18})?$/, ETH_MESSAGE)
    .refine((v) => /[1-9]/.test(v), ETH_MESSAGE),
)

/** The item's standard; ERC721 when not said (as OpenSea's SDK took it). */
const tokenType = z.enum(['ERC721', 'ERC1155'], { error: "must be 'ERC721' or 'ERC1155'." }).nullish()

const asset = { network, tokenAddress: AddressParam, tokenId }

export const getAssetParams = z.object(asset)

export const getOrdersParams = z.object({
  ...asset,
  orderSide: z.union([z.literal(0), z.literal(1)], {
    error: 'must be 1 (listings: OpenSea’s sell side) or 0 (offers: its buy side).',
  }),
  page: z
    .number({ error: 'must be a page number from 1 to 20.' })
    .int('must be a page number from 1 to 20.')
    .min(1, 'must be a page number from 1 to 20.')
    .max(20, 'must be a page number from 1 to 20.')
    .nullish(),
})

export const createSellOrderParams = z
  .object({
    ...asset,
    tokenType,
    userAddress: AddressParam,
    startAmount: eth,
    endAmount: eth.nullish(),
    /** Unix seconds; default 30 days from now. */
    expirationTime: z
      .number({ error: 'must be a time in Unix seconds.' })
      .int('must be a time in Unix seconds.')
      .nullish(),
  })
  .refine((p) => p.endAmount == null || p.endAmount === p.startAmount, {
    path: ['endAmount'],
    message: 'must equal startAmount: the order book takes fixed-price listings, not auctions.',
  })

export const createBuyOrderParams = z.object({
  ...asset,
  tokenType,
  userAddress: AddressParam,
  amount: eth,
  paymentTokenAddress: AddressParam.nullish(),
  expirationTime: z
    .number({ error: 'must be a time in Unix seconds.' })
    .int('must be a time in Unix seconds.')
    .nullish(),
})

/** What the `postOrder` endpoint is given by its trigger: the order drafted, and the wallet's signature. */
export const postSignedOrderParams = z.object({
  parameters: z.record(z.string(), z.unknown(), { error: 'must be the order the plugin drafted.' }),
  signature: z.string({ error: 'must be the signature the wallet made.' }),
})
