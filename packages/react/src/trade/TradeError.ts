import { VitrineError } from '../errors.ts'

/** Why a trade did not go through, in words a collector understands (`message`), with a stable `reason`. */
export type TradeFailure =
  | 'sold'
  | 'cancelled'
  | 'expired'
  | 'notStarted'
  | 'notOwned'
  | 'notApproved'
  | 'offerNotBacked'
  /** Paid in a token the market does not take, or paying someone it should not: never filled, whatever the server said. */
  | 'untrusted'
  | 'insufficientFunds'
  | 'notYours'
  | 'rejected'
  | 'wrongChain'
  | 'noWallet'
  | 'refused'
  | 'notIndexed'
  | 'quoteExpired'
  | 'priceMoved'
  | 'failed'

/** A trade that failed; `reason` says why, the message says it to the user, `cause` keeps the original error. */
export class TradeError extends VitrineError {
  override name = 'TradeError'
  readonly reason: TradeFailure
  constructor(reason: TradeFailure, message: string, options: { cause?: unknown; code?: number } = {}) {
    super(message, options)
    this.reason = reason
  }
}

/** EIP-1193's "user rejected the request" (4001), as wallets, ethers and viem report it. */
export function isWalletRejection(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const value = e as { code?: unknown; message?: unknown; info?: { error?: unknown }; cause?: unknown }
    if (value.code === 4001 || value.code === 'ACTION_REJECTED') return true
    if (typeof value.message === 'string' && /user (rejected|denied)|rejected the request/i.test(value.message))
      return true
    e = value.info?.error ?? value.cause
  }
  return false
}
