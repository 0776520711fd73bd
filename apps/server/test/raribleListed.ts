/**
 * The token the test stack's fake Rarible API has one listing of (0.7 ETH, by dev account 5); it
 * also lists token 3 of the same collection (1.25 ETH, by dev account 6).
 */
export const RARIBLE_LISTED = { address: '0x000000000000000000000000000000000000dEaD', tokenId: '1' } as const
