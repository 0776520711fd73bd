import type { OnrampPurchaseStatus } from '@vitrine/api'
import type { OnrampPurchaseEvent } from '@vitrine/market'
import type { Db } from '../Db.ts'

/** A row of `vitrine.onramp_purchases` as read: one provider transaction of a fiat on-ramp. */
export type OnrampPurchaseRow = {
  provider: string
  provider_id: string
  user_id: string | null
  wallet_address: string | null
  status: OnrampPurchaseStatus
  currency: string | null
  crypto_amount: string | null
  fiat_currency: string | null
  fiat_amount: string | null
  tx_hash: string | null
  failure_reason: string | null
  provider_updated_at: Date
  created_at: Date
  updated_at: Date
}

/**
 * Records what a webhook tells: one row per provider transaction, however often it is told; an
 * event older than the one stored changes nothing (events come out of order). The user is the one
 * the widget URL named, kept from the first event that names one.
 */
export async function recordOnrampPurchase(db: Db, provider: string, event: OnrampPurchaseEvent): Promise<void> {
  await db.query(
    `INSERT INTO vitrine.onramp_purchases AS p (provider, provider_id, user_id, wallet_address, status, currency,
       crypto_amount, fiat_currency, fiat_amount, tx_hash, failure_reason, provider_updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (provider, provider_id) DO UPDATE SET
       user_id = coalesce(p.user_id, excluded.user_id),
       wallet_address = coalesce(excluded.wallet_address, p.wallet_address),
       status = excluded.status, currency = coalesce(excluded.currency, p.currency),
       crypto_amount = coalesce(excluded.crypto_amount, p.crypto_amount),
       fiat_currency = coalesce(excluded.fiat_currency, p.fiat_currency),
       fiat_amount = coalesce(excluded.fiat_amount, p.fiat_amount),
       tx_hash = coalesce(excluded.tx_hash, p.tx_hash), failure_reason = excluded.failure_reason,
       provider_updated_at = excluded.provider_updated_at, updated_at = now()
     WHERE excluded.provider_updated_at >= p.provider_updated_at`,
    [
      provider,
      event.providerId,
      event.customerId,
      event.walletAddress,
      event.status,
      event.currency,
      event.cryptoAmount,
      event.fiatCurrency,
      event.fiatAmount,
      event.txHash,
      event.failureReason,
      event.updatedAt,
    ],
  )
}

/** The columns a user's purchase list shows. */
export type OnrampPurchaseListRow = Omit<OnrampPurchaseRow, 'user_id' | 'provider_updated_at'>

/** A user's purchases, newest first. */
export async function readOnrampPurchasesOfUser(
  db: Db,
  userId: string,
  limit: number,
): Promise<OnrampPurchaseListRow[]> {
  const { rows } = await db.query<OnrampPurchaseListRow>(
    `SELECT provider, provider_id, wallet_address, status, currency, crypto_amount, fiat_currency, fiat_amount,
            tx_hash, failure_reason, created_at, updated_at
       FROM vitrine.onramp_purchases WHERE user_id = $1 ORDER BY created_at DESC, provider_id LIMIT $2`,
    [userId, limit],
  )
  return rows
}
