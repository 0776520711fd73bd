import type { OnrampPurchase } from '@vitrine/api'
import { readOnrampPurchasesOfUser, recordOnrampPurchase } from '@vitrine/db'
import type { OnrampPurchaseEvent } from '@vitrine/market'
import type pg from 'pg'

/** The on-ramp's purchases (`vitrine.onramp_purchases`), as webhooks tell them. */
export function createOnrampStore(pool: pg.Pool) {
  return {
    /** Records what a webhook tells (see recordOnrampPurchase: events come repeated and out of order). */
    async record(provider: string, event: OnrampPurchaseEvent): Promise<void> {
      await recordOnrampPurchase(pool, provider, event)
    },

    /** A user's purchases, newest first. */
    async ofUser(userId: string, limit: number): Promise<OnrampPurchase[]> {
      const rows = await readOnrampPurchasesOfUser(pool, userId, limit)
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
