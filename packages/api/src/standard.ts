/** The token standards the indexer follows. */
export const STANDARDS = ['ERC721', 'ERC1155'] as const

export type Standard = (typeof STANDARDS)[number]
