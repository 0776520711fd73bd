/** Orders of `getCollections`: most items, most volume, newest, by name. The first is the default. */
export const COLLECTION_SORTS = ['items', 'volume', 'newest', 'name'] as const

export type CollectionSort = (typeof COLLECTION_SORTS)[number]

/**
 * Orders of `getCollectionNFTs`: by token id, newest first, or price low → high with the listed
 * tokens first (by their cheapest active listing), then the others by token id. The first is the default.
 */
export const TOKEN_SORTS = ['tokenId', 'newest', 'price'] as const

export type TokenSort = (typeof TOKEN_SORTS)[number]
