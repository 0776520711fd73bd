import { approvalTopics } from './approvalEvents.ts'
import { COLLECTION_CREATED } from './factoryEvents.ts'
import { NONCE_REVOKED, REDEEMED } from './lazyMintEvents.ts'
import { seaportTopics } from './seaportEvents.ts'
import { transferTopics } from './transferEvents.ts'

/**
 * The topic0 filter of what decode reads: the token events, Seaport's, the collections' lazy
 * mints, and the collection factory's (whose emitters decode checks), and what changes whether an
 * order can fill: approvals, WETH deposits and withdrawals (ERC-20 transfers share ERC-721's
 * Transfer topic).
 */
export const INDEXED_TOPICS = [
  [
    ...Object.values(transferTopics),
    ...Object.values(seaportTopics),
    ...Object.values(approvalTopics),
    COLLECTION_CREATED,
    REDEEMED,
    NONCE_REVOKED,
  ],
]
