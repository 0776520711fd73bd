/** What one client may hold and send on live queries, unless the environment says (docs/configuration.md). */
export const LIVE_QUERY_DEFAULTS = {
  /** Sockets open at once per client address (LIVE_QUERY_SOCKETS_PER_CLIENT). */
  socketsPerClient: 20,
  /** Subscriptions one socket may hold (LIVE_SUBSCRIPTIONS_PER_SOCKET). */
  subscriptionsPerSocket: 100,
  /** Messages one socket may send a minute (LIVE_QUERY_MESSAGES_PER_MINUTE). */
  messagesPerMinute: 600,
} as const
