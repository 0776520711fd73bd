import type { Migration } from '../Migration.ts'

/**
 * Card purchases of crypto through the `fiat` trading source's on-ramp, as its webhooks tell
 * them: one row per provider transaction (webhooks repeat and come out of order), the user it is
 * for (the id the widget URL named), its latest status.
 */
export const onrampPurchases: Migration = {
  id: '011_onramp_purchases',
  sql: `
    CREATE TABLE vitrine.onramp_purchases (
      provider       text NOT NULL,
      provider_id    text NOT NULL,
      user_id        text,
      wallet_address text,
      status         text NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
      currency       text,
      crypto_amount  text,
      fiat_currency  text,
      fiat_amount    text,
      tx_hash        text,
      failure_reason text,
      provider_updated_at timestamptz NOT NULL,
      created_at     timestamptz NOT NULL DEFAULT now(),
      updated_at     timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, provider_id)
    );
    CREATE INDEX onramp_purchases_user ON vitrine.onramp_purchases (user_id, created_at DESC);
  `,
}
