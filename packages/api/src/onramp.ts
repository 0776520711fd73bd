/**
 * A card purchase of crypto through the `fiat` source's on-ramp: `pending` while the provider
 * works on it (payment, checks, sending), then `completed` (the crypto is sent) or `failed`.
 */
export const ONRAMP_STATUSES = ['pending', 'completed', 'failed'] as const
export type OnrampPurchaseStatus = (typeof ONRAMP_STATUSES)[number]

/** Where the provider's webhooks land, under the backend's mount path (outside Parse: raw body). */
export const ONRAMP_WEBHOOK_PATH = '/onramp/webhook'
