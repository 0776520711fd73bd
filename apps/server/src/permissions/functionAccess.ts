import type { Audience } from './classAccess.ts'

export type FunctionAccess = { who: Exclude<Audience, 'owner'>; why: string }

const nftRead = (why: string): FunctionAccess => ({ who: 'anyone', why })

/**
 * Every cloud function and who may call it without the master key. A function registered without
 * an entry here is closed to clients (and the permission test fails until it gets one).
 */
export const FUNCTION_ACCESS: Readonly<Record<string, FunctionAccess>> = {
  getNFTs: nftRead('public chain data'),
  getNFT: nftRead('public chain data'),
  getCollections: nftRead('public chain data'),
  getCollection: nftRead('public chain data'),
  getCollectionNFTs: nftRead('public chain data'),
  getCollectionTraits: nftRead('public chain data'),
  getActivity: nftRead('public chain data'),
  getSyncStatus: nftRead("the indexer's progress"),
  refreshMetadata: { who: 'anyone', why: 'queues a metadata fetch (30 a minute per client)' },
  getProfile: { who: 'anyone', why: "an address's public profile: only the fields it publishes" },
  getPageViewCounts: { who: 'closed', why: 'page-view counts: operators only' },
  // The order book (PRODUCT.md §6): orders are public; a signed order is its own authority.
  getMarketConfig: { who: 'anyone', why: "where orders go and what they pay: the marketplace's public terms" },
  postOrder: {
    who: 'anyone',
    why: "a signed order: the offerer's signature, checked against the chain, is the authority",
  },
  getOrder: { who: 'anyone', why: 'public orders, as any marketplace shows them' },
  getOrders: { who: 'anyone', why: 'public orders, as any marketplace shows them' },
  getRaribleListings: { who: 'anyone', why: "Rarible's public listings of a token, read through its API" },
  getRaribleCollectionListings: {
    who: 'anyone',
    why: "Rarible's public listings of a collection's tokens, read through its API",
  },
  getFillTransaction: { who: 'anyone', why: "a public order's fill transaction: the taker's wallet signs it" },
  // The `fiat` source: a URL for the caller's own wallet, and the caller's own purchases.
  getOnrampUrl: { who: 'signedIn', why: "a signed on-ramp URL for the caller's own wallet" },
  getOnrampStatus: { who: 'signedIn', why: "the caller's own card purchases" },
  // The `oneInch` source: prices and calldata of public pools; the taker's wallet signs nothing here.
  getSwapTokens: { who: 'anyone', why: 'the tokens a buyer may pay with: public terms of the swap route' },
  getSwapQuote: { who: 'anyone', why: "a swap's price and transaction, read from public pools (or 1inch)" },
  // Creating (PRODUCT.md §5): hosting costs storage, so only accounts may.
  getCreateConfig: { who: 'anyone', why: 'the collection factory and upload limit: public terms of creating' },
  putMetadata: { who: 'signedIn', why: "hosts a creator's token or collection metadata by its content" },
  // moralis-v1's start and sign-in (PRODUCT.md §8).
  getServerTime: { who: 'anyone', why: "the time moralis-v1 stamps a wallet sign-in's message with" },
  getPluginSpecs: { who: 'anyone', why: 'the Moralis plugins this server has (its trading sources)' },
  // The trading sources as Moralis plugins (`<plugin>_<function>`): each as open as what it runs.
  opensea_getAsset: nftRead('getNFT, as an OpenSea asset'),
  opensea_getOrders: { who: 'anyone', why: 'getOrders: public orders, as any marketplace shows them' },
  opensea_createSellOrder: { who: 'anyone', why: 'drafts an order for a wallet to sign: reads public chain data only' },
  opensea_createBuyOrder: { who: 'anyone', why: 'drafts an order for a wallet to sign: reads public chain data only' },
  opensea_postOrder: {
    who: 'anyone',
    why: "postOrder: the offerer's signature, checked against the chain, is the authority",
  },
  oneInch_getSupportedTokens: { who: 'anyone', why: 'getSwapTokens: the tokens a buyer may pay with' },
  oneInch_quote: { who: 'anyone', why: "getSwapQuote's price: read from public pools (or 1inch)" },
  oneInch_hasAllowance: { who: 'anyone', why: "a token's public allowance to the swap route" },
  oneInch_approve: { who: 'anyone', why: 'drafts an approval for a wallet to send: reads public chain data only' },
  oneInch_swap: { who: 'anyone', why: 'drafts a swap for a wallet to send: reads public chain data only' },
  rarible_lazyMint: { who: 'anyone', why: 'drafts a mint voucher for a wallet to sign: reads public data only' },
  rarible_createSellOrder: { who: 'anyone', why: 'drafts a mint voucher for a wallet to sign: reads public data only' },
  rarible_postLazyOrder: {
    who: 'anyone',
    why: "postOrder: the creator's signed voucher, checked against the chain, is the authority",
  },
  fiat_buy: { who: 'signedIn', why: "getOnrampUrl: a signed on-ramp URL for the caller's own wallet" },
  // Moralis's Web3 API, answered from the same public index (getNFTs serves both shapes).
  getNFTsForContract: nftRead('public chain data, in Moralis shapes'),
  getNFTTransfers: nftRead('public chain data, in Moralis shapes'),
  getNativeBalance: nftRead('a public balance, read from the chain'),
  getNFTMetadata: nftRead('public chain data, in Moralis shapes'),
  getTokenIdMetadata: nftRead('public chain data, in Moralis shapes'),
  getAllTokenIds: nftRead('public chain data, in Moralis shapes'),
  getNFTOwners: nftRead('public chain data, in Moralis shapes'),
  getContractNFTTransfers: nftRead('public chain data, in Moralis shapes'),
  getNFTTrades: nftRead('public chain data, in Moralis shapes'),
  getNFTLowestPrice: nftRead('public chain data, in Moralis shapes'),
}
