import type { OnrampPurchaseStatus } from '@vitrine/api'
import type { TradingSourceAdapter } from './tradingSourceAdapter.ts'

/** What the widget is opened for: whose wallet receives the crypto, which one, how much. */
export type OnrampWidgetRequest = {
  walletAddress: string
  /** Our user id: the provider sends it back in its webhooks, so a purchase finds its user. */
  customerId: string
  /** The provider's crypto code, e.g. `eth`. */
  currency: string
  /** Crypto to buy, a decimal string (e.g. `0.25`); unset: the buyer chooses. */
  amount?: string | undefined
}

/** A purchase as a webhook tells it, in the provider's neutral terms. */
export type OnrampPurchaseEvent = {
  /** The provider's transaction id: one purchase, however many times it is told. */
  providerId: string
  customerId: string | null
  walletAddress: string | null
  status: OnrampPurchaseStatus
  currency: string | null
  cryptoAmount: string | null
  fiatCurrency: string | null
  fiatAmount: string | null
  txHash: string | null
  failureReason: string | null
  /** When the provider last changed it (ISO 8601): an older event never overwrites a newer one. */
  updatedAt: string
}

/** Why a webhook is refused (answered 400, stored nowhere). */
export type WebhookRefusal = { refused: string }

/**
 * The `fiat` source: a card on-ramp. The secret keys stay on the server: the widget URL is signed
 * there and only the signed URL reaches the browser.
 */
export interface OnrampAdapter<Config = unknown> extends TradingSourceAdapter<Config> {
  /** The provider's name, stored with each purchase. */
  readonly provider: string
  widgetUrl(request: OnrampWidgetRequest): string
  /**
   * Checks a webhook's signature and age against its raw bytes (a JSON parser would change them),
   * then reads the purchase it tells of; null for an event that is not about a purchase.
   */
  readWebhook(
    rawBody: Uint8Array,
    headers: Record<string, string | string[] | undefined>,
    nowSeconds: number,
  ): OnrampPurchaseEvent | null | WebhookRefusal
}
