import type { Nft } from '@vitrine/api'
import type { PluginFunction } from '../moralisPlugins.ts'
import { pluginParams } from '../pluginParams.ts'
import type { TradingPluginDeps } from '../tradingPluginDeps.ts'
import { getAssetParams } from './openseaParams.ts'

/** An NFT of our index in the shape of an OpenSea asset (the fields useOpenSeaAsset's callers read). */
export function toOpenseaAsset(nft: Nft) {
  const owner = nft.standard === 'ERC721' ? nft.owner : (nft.owners[0]?.address ?? null)
  return {
    token_id: nft.tokenId,
    name: nft.name,
    description: nft.description,
    image_url: nft.image,
    image_original_url: nft.image,
    token_metadata: nft.tokenUri,
    asset_contract: { address: nft.address.toLowerCase(), schema_name: nft.standard },
    owner: owner && { address: owner.toLowerCase() },
    traits: nft.attributes,
    /** The cheapest active listing and the top offer, from our order book. */
    sell_orders: nft.listing ? [nft.listing] : [],
    top_offer: nft.topOffer,
  }
}

/** `opensea_getAsset({ tokenAddress, tokenId })`: our NFT API's `getNFT`, as an OpenSea asset. */
export const getAsset =
  (deps: Pick<TradingPluginDeps, 'call'>): PluginFunction =>
  async (params, _userId, request) => {
    const { tokenAddress, tokenId } = pluginParams(getAssetParams, params)
    const nft = await deps.call('getNFT', { address: tokenAddress, tokenId }, request)
    return { data: toOpenseaAsset(nft), triggers: [] }
  }
