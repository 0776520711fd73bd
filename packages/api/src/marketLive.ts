/**
 * Live updates: the backend streams what changed as server-sent events, so open pages refresh the
 * queries it touches without reload. Fed by PostgreSQL LISTEN/NOTIFY from the indexer's commits
 * (blocks), `postOrder` (new orders) and the expiry timer.
 *
 * `GET <serverUrl>/events/stream?topics=<topic>,<topic>…[&since=<ms>]` (`text/event-stream`; no app
 * id needed: it carries public data only). Without `topics` every change is sent. Topics:
 * - `collection:<address>`: anything in that collection (its tokens, orders, activity);
 * - `token:<address>:<tokenId>`: that token (owners, orders on it, collection offers that would buy it, activity);
 * - `account:<address>`: that account's tokens, orders and activity, as maker, sender or receiver.
 * At most 50 topics. `since` (milliseconds since the epoch) is when the page's data was fetched:
 * the changes heard since then that touch the topics are sent first (the last 2 minutes are kept),
 * or one `everything` change when that reaches back further, so a change made while the page
 * loaded is not missed. Events:
 * - `ready`, once on connect: `{ "block": <indexed block> | null }`;
 * - `change`: a {@link LiveChange} that touches at least one of the topics;
 * - a `: keepalive` comment every 15 s. The stream sends `retry: 2000`: a browser's EventSource
 *   reconnects by itself; after a reconnect, refetch what is shown (changes may have been missed).
 *
 * Invalidation, for the SDK: a change's `collections` → getCollection(s), getCollectionNFTs,
 * getOrders/getActivity by that address; `tokens` → getNFT, getOrders/getActivity by that token;
 * `accounts` → getNFTs of that owner, getOrders by that maker, getActivity of that account;
 * `everything` → every NFT and market query.
 */
export const LIVE_STREAM_PATH = '/events/stream'
export const MAX_LIVE_TOPICS = 50

export type LiveChange = {
  /**
   * What caused it: an indexed block, an order posted, orders expired, a reorg rolled back, or
   * token metadata or collection details read.
   */
  cause: 'block' | 'order' | 'expiry' | 'reorg' | 'metadata'
  /** The indexed block it came with; null for off-chain causes. */
  block: number | null
  /** Checksummed collection addresses. */
  collections: string[]
  tokens: { address: string; tokenId: string }[]
  /** Checksummed accounts: makers, senders, receivers. */
  accounts: string[]
  /** Hashes of orders whose status (or existence) changed. */
  orders: string[]
  /** Too much changed to list (a backfill batch, a reorg): treat every query as stale. */
  everything: boolean
}

/** The change that makes every query stale (a reconnect, or changes that may have been missed). */
export const EVERYTHING_CHANGED: LiveChange = {
  cause: 'block',
  block: null,
  collections: [],
  tokens: [],
  accounts: [],
  orders: [],
  everything: true,
}

export type LiveTopic =
  | { kind: 'collection'; address: string }
  | { kind: 'token'; address: string; tokenId: string }
  | { kind: 'account'; address: string }

export const liveTopic = {
  collection: (address: string) => `collection:${address}`,
  token: (address: string, tokenId: string) => `token:${address}:${tokenId}`,
  account: (address: string) => `account:${address}`,
}

/** A topic from its text form, or null when malformed. Addresses are compared case-insensitively. */
export function parseLiveTopic(text: string): LiveTopic | null {
  const [kind, address, tokenId, ...rest] = text.split(':')
  if (rest.length > 0 || !address || !/^0x[0-9a-fA-F]{40}$/.test(address)) return null
  if (kind === 'collection' && tokenId === undefined) return { kind, address }
  if (kind === 'account' && tokenId === undefined) return { kind, address }
  if (kind === 'token' && tokenId !== undefined && /^(0|[1-9][0-9]{0,77})$/.test(tokenId))
    return { kind, address, tokenId }
  return null
}

/** True when `change` may alter what a query about `topic` shows. */
export function liveChangeTouches(change: LiveChange, topic: LiveTopic): boolean {
  if (change.everything) return true
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  if (topic.kind === 'account') return change.accounts.some((account) => same(account, topic.address))
  if (topic.kind === 'collection') return change.collections.some((address) => same(address, topic.address))
  // A collection-wide change without tokens (a collection offer) touches each of its tokens.
  return (
    change.tokens.some((t) => same(t.address, topic.address) && t.tokenId === topic.tokenId) ||
    (change.tokens.every((t) => !same(t.address, topic.address)) &&
      change.collections.some((address) => same(address, topic.address)))
  )
}
