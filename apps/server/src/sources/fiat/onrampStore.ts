import type { OnrampPurchase } from '@vitrine/api'
import type { OnrampPurchaseEvent } from '@vitrine/market'
import type pg from 'pg'

type PurchaseRow = {
  provider: string
  provider_id: string
  wallet_address: string | null
  status: OnrampPurchase['status']
  currency: string | null
  crypto_amount: string | null
  fiat_currency: string | null
  fiat_amount: string | null
  tx_hash: string | null
  failure_reason: string | null
  created_at: Date
  updated_at: Date
}

/** The on-ramp's purchases (`vitrine.onramp_purchases`), as webhooks tell them. */
export function createOnrampStore(pool: pg.Pool) {
  return {
    /**
     * Records what a webhook tells: one row per provider transaction, however often it is told;
     * an event older than the one stored changes nothing (events come out of order). The user
     * is the one the widget URL named, kept from the first event that names one.
     */
    async record(provider: string, event: OnrampPurchaseEvent): Promise<void> {
      await pool.query(
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
    },

    /** A user's purchases, newest first. */
    async ofUser(userId: string, limit: number): Promise<OnrampPurchase[]> {
      const { rows } = await pool.query<PurchaseRow>(
        `SELECT provider, provider_id, wallet_address, status, currency, crypto_amount, fiat_currency, fiat_amount,
                tx_hash, failure_reason, created_at, updated_at
           FROM vitrine.onramp_purchases WHERE user_id = $1 ORDER BY created_at DESC, provider_id LIMIT $2`,
        [userId, limit],
      )
      return rows.map((row) => ({
        id: row.provider_id,
        provider: row.provider,
        status: row.status,
        walletAddress: row.wallet_address,
        currency: row.currency,
        cryptoAmount: row.crypto_amount,
        fiatCurrency: row.fiat_currency,
        fiatAmount: row.fiat_amount,
        txHash: row.tx_hash,
        failureReason: row.failure_reason,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      }))
    },
  }
}

export type OnrampStore = ReturnType<typeof createOnrampStore>
