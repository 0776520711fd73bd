import type { MintVoucherJson, PostLazyOrderParams, PostOrderResult } from '@vitrine/api'
import {
  type MintVoucher,
  mintVoucherTypedData,
  newLazyListingVoucher,
  randomLazyNonce,
  toMintVoucher,
  toMintVoucherJson,
} from '@vitrine/market'
import Parse from 'parse/node'
import { type Address, getAddress, isAddress } from 'viem'
import type { MoralisPlugin, PluginAnswer } from '../moralisPlugins.ts'

export type RaribleMoralisPluginDeps = {
  chainId: number
  /** The ERC-721 collection a creator lazily mints into (the first they made with the factory), or null. */
  collectionOf: (creator: Address) => Promise<Address | null>
  /** The voucher of the newest lazy listing of a token, or null (for a new price of an item not minted). */
  lazyVoucherOf: (address: Address, tokenId: string) => Promise<MintVoucherJson | null>
  /** `postOrder` with a lazy voucher (postLazyOrder.ts). */
  postLazyOrder: (params: PostLazyOrderParams) => Promise<PostOrderResult>
}

const DAY = 86_400n
const invalid = (message: string) => new Parse.Error(Parse.Error.INVALID_VALUE, message)
const wei = (value: unknown, name: string) => {
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(`${name} must be an amount in wei.`)
  const text = String(value)
  if (!/^[0-9]{1,78}$/.test(text) || BigInt(text) === 0n) throw invalid(`${name} must be a positive amount in wei.`)
  return BigInt(text)
}
const addressParam = (value: unknown, name: string) => {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) throw invalid(`${name} must be an address.`)
  return getAddress(value)
}

/**
 * The wallet steps of a lazy listing, as moralis-v1's `handleTriggers` runs them: sign the
 * voucher (`web3SignV4`, saved), then `rarible_postLazyOrder` with the voucher and that signature.
 */
function signThenPost(signer: Address, chainId: number, voucher: MintVoucher): PluginAnswer {
  const typedData = mintVoucherTypedData(chainId, voucher)
  const json = toMintVoucherJson(voucher)
  return {
    data: { voucher: json },
    triggers: [
      {
        name: 'web3SignV4',
        from: signer,
        parameters: [signer, JSON.stringify({ ...typedData, message: json })],
        shouldAwait: true,
        saveResponse: true,
      },
      {
        name: 'callPluginEndpoint',
        pluginName: 'rarible',
        endpoint: 'postLazyOrder',
        params: { kind: 'lazy', source: 'rarible', voucher: json },
        useSavedResponse: true,
        savedResponseAs: 'signature',
        savedResponseAt: ['result'],
        shouldAwait: true,
        shouldReturnResponse: true,
      },
    ],
  }
}

/**
 * The `rarible` Moralis plugin (react-moralis's `useRaribleLazyMint`, `useRaribleSellOrder`) over
 * Vitrine's lazy minting: `lazyMint` lists an item not minted yet at `price` wei (Rarible's lazy
 * mint with its sell order in one voucher: a voucher without a price would let anyone mint it free);
 * `createSellOrder` lists it again at `takeValue` wei under a new nonce. Each answers the voucher
 * and its wallet steps; `postLazyOrder` is the endpoint those steps post to (not listed in the specs).
 */
export function raribleMoralisPlugin(deps: RaribleMoralisPluginDeps): MoralisPlugin {
  return {
    name: 'rarible',
    functions: {
      async lazyMint(params) {
        const creator = addressParam(params.userAddress, 'userAddress')
        if ((params.tokenType ?? 'ERC721') !== 'ERC721')
          throw invalid('tokenType must be ERC721: lazy minting here makes one ERC-721 token.')
        if (params.supply !== undefined && Number(params.supply) !== 1)
          throw invalid('supply must be 1: an ERC-721 token is one of a kind.')
        if (typeof params.tokenUri !== 'string' || params.tokenUri.length === 0 || params.tokenUri.length > 2048)
          throw invalid('tokenUri must be the metadata URI of the item.')
        const price = wei(params.price, 'price')
        const royaltyBps = Number(params.royaltiesAmount ?? 0)
        if (!Number.isInteger(royaltyBps) || royaltyBps < 0 || royaltyBps > 10_000)
          throw invalid('royaltiesAmount must be basis points, from 0 to 10000.')
        const collection =
          params.collection === undefined
            ? await deps.collectionOf(creator)
            : addressParam(params.collection, 'collection')
        if (!collection) throw invalid('This wallet has no collection to mint into: create one first (/create).')
        const voucher = newLazyListingVoucher({
          creator,
          collection,
          uri: params.tokenUri,
          price,
          royaltyBps: BigInt(royaltyBps),
          expiry: BigInt(Math.floor(Date.now() / 1000)) + 30n * DAY,
        })
        return signThenPost(creator, deps.chainId, voucher)
      },

      async createSellOrder(params) {
        const seller = addressParam(params.userAddress, 'userAddress')
        if (params.makeAssetClass !== 'ERC721_LAZY')
          throw invalid(
            'makeAssetClass must be ERC721_LAZY: a minted item is listed through the opensea plugin (Seaport).',
          )
        if ((params.takeAssetClass ?? 'ETH') !== 'ETH') throw invalid('takeAssetClass must be ETH.')
        const address = addressParam(params.makeTokenAddress, 'makeTokenAddress')
        const tokenId = String(params.makeTokenId ?? '')
        if (!/^[0-9]{1,78}$/.test(tokenId)) throw invalid('makeTokenId must be a token id in decimal.')
        const known = await deps.lazyVoucherOf(address, tokenId)
        if (!known) throw invalid('No lazy listing of this item is known: lazyMint it first.')
        const voucher: MintVoucher = {
          ...toMintVoucher(known),
          price: wei(params.takeValue, 'takeValue'),
          expiry: BigInt(Math.floor(Date.now() / 1000)) + 30n * DAY,
          nonce: randomLazyNonce(),
        }
        return signThenPost(seller, deps.chainId, voucher)
      },
    },
    endpoints: {
      async postLazyOrder(params) {
        const posted = await deps.postLazyOrder(params as PostLazyOrderParams)
        return { data: posted, triggers: [] }
      },
    },
  }
}
