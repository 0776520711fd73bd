/** The NFT page's queries: the same parameters for its server prefetch and its hooks. */
export const historyParams = (address: string, tokenId: string) => ({ address, tokenId, limit: 20 })
export const salesParams = (address: string, tokenId: string) => ({
  address,
  tokenId,
  types: ['sale' as const],
  limit: 100,
})
