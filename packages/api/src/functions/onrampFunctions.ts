import { z } from 'zod'
import { ONRAMP_STATUSES } from '../onramp.ts'
import { optional } from '../schemas/page.ts'

const CURRENCY_MESSAGE = 'must be a currency code such as eth (letters, digits and _, 2 to 20).'
const AMOUNT_MESSAGE = 'must be a positive decimal number such as 0.25 (at most 18 decimals).'

export const OnrampPurchase = z.object({
  /** The provider's transaction id. */
  id: z.string(),
  provider: z.string(),
  status: z.enum(ONRAMP_STATUSES),
  walletAddress: z.string().nullable(),
  currency: z.string().nullable(),
  cryptoAmount: z.string().nullable(),
  fiatCurrency: z.string().nullable(),
  fiatAmount: z.string().nullable(),
  /** The chain transaction that delivered the crypto, once sent. */
  txHash: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type OnrampPurchase = z.infer<typeof OnrampPurchase>

/** The `fiat` trading source: buying crypto with a card (PRODUCT.md §6). Signed-in users only. */
export const onrampFunctions = {
  /**
   * The on-ramp's widget URL for the caller's wallet, signed by the server (the provider's secret
   * never reaches the browser). Off unless configured.
   */
  getOnrampUrl: {
    params: z.object({
      currency: optional(
        z
          .string({ error: CURRENCY_MESSAGE })
          .regex(/^[A-Za-z0-9_]{2,20}$/, CURRENCY_MESSAGE)
          .transform((code) => code.toLowerCase()),
      ),
      amount: optional(
        z
          .string({ error: AMOUNT_MESSAGE })
          .regex(/^(0|[1-9][0-9]{0,17})(\.[0-9]{1,18})?$/, AMOUNT_MESSAGE)
          .refine((text) => /[1-9]/.test(text), AMOUNT_MESSAGE),
      ),
    }),
    result: z.object({ url: z.string(), provider: z.string() }),
  },
  /** The caller's purchases, newest first (the last 20). */
  getOnrampStatus: {
    params: z.object({}),
    result: z.object({ purchases: z.array(OnrampPurchase) }),
  },
} as const
