import type { Address, Hex } from 'viem'

/** Seaport 1.6, at the same address on every public chain. */
export const CANONICAL_SEAPORT: Address = '0x0000000000000068F116a894984e2DB1123eB395'

/** OpenSea's conduit and its key: the same on every public chain. */
export const OPENSEA_CONDUIT: Address = '0x1E0049783F008A0085193E00003D00cd54003c71'
export const OPENSEA_CONDUIT_KEY: Hex = '0x0000007b02230091a7ed01230072f7006a004d60a8d4e71d599b8104250f0000'
