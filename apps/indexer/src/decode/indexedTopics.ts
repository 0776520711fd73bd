import { APPROVAL, APPROVAL_FOR_ALL, DEPOSIT, WITHDRAWAL } from './approvalEvents.ts'
import { COLLECTION_CREATED } from './factoryEvents.ts'
import { NONCE_REVOKED, REDEEMED } from './lazyMintEvents.ts'
import { COUNTER_INCREMENTED, ORDER_CANCELLED, ORDER_FULFILLED } from './seaportEvents.ts'
import { TRANSFER, TRANSFER_BATCH, TRANSFER_SINGLE } from './transferEvents.ts'

/**
 * The topic0 filter of what decode reads: the token events, Seaport's, the collections' lazy
 * mints, and the collection factory's (whose emitters decode checks), and what changes whether an
 * order can fill: approvals, WETH deposits and withdrawals (ERC-20 transfers share ERC-721's
 * Transfer topic).
 */
export const INDEXED_TOPICS = [
  [
    TRANSFER,
    TRANSFER_SINGLE,
    TRANSFER_BATCH,
    ORDER_FULFILLED,
    ORDER_CANCELLED,
    COUNTER_INCREMENTED,
    APPROVAL_FOR_ALL,
    APPROVAL,
    DEPOSIT,
    WITHDRAWAL,
    COLLECTION_CREATED,
    REDEEMED,
    NONCE_REVOKED,
  ],
]
