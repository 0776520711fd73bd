import type { OnrampAdapter } from '@vitrine/market'
import Parse from 'parse/node'
import { getAddress, isAddress } from 'viem'
import { type AnyServerFunction, defineServerFunction } from '../../functions/defineServerFunction.ts'
import type { OnrampStore } from './onrampStore.ts'

export type OnrampFunctionDeps = { onramp: OnrampAdapter | null; store: OnrampStore }

// Parse's "unsupported service" (as for an auth provider not configured), not a permission refusal.
const onrampOff = () =>
  new Parse.Error(
    Parse.Error.UNSUPPORTED_SERVICE,
    'Buying crypto with a card is off on this server: no on-ramp is configured (ONRAMP_* settings).',
  )

/** The `fiat` source (PRODUCT.md §6): a URL for the caller's own wallet, and the caller's own purchases. */
export const onrampServerFunctions: AnyServerFunction[] = [
  defineServerFunction({
    name: 'getOnrampUrl',
    access: { who: 'signedIn', why: "a signed on-ramp URL for the caller's own wallet" },
    handler:
      ({ onramp: { onramp } }) =>
      async ({ currency, amount }, request) => {
        if (!onramp) throw onrampOff()
        const userId = request.user?.id
        const wallet = request.user?.get('ethAddress')
        if (!userId || typeof wallet !== 'string' || !isAddress(wallet, { strict: false }))
          throw new Parse.Error(
            Parse.Error.INVALID_VALUE,
            'This account has no wallet to receive the crypto: sign in with your wallet first.',
          )
        const url = onramp.widgetUrl({
          walletAddress: getAddress(wallet),
          customerId: userId,
          currency: currency ?? 'eth',
          amount,
        })
        return { url, provider: onramp.provider }
      },
  }),
  defineServerFunction({
    name: 'getOnrampStatus',
    access: { who: 'signedIn', why: "the caller's own card purchases" },
    handler:
      ({ onramp: { store } }) =>
      async (_params, request) => {
        const userId = request.user?.id
        if (!userId) throw new Parse.Error(Parse.Error.SESSION_MISSING, 'Sign in to call getOnrampStatus.')
        return { purchases: await store.ofUser(userId, 20) }
      },
  }),
]
