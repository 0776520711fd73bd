import { AddressParam } from '@vitrine/api'
import Parse from 'parse/node'
import { z } from 'zod'
import type { MoralisPlugin } from '../moralisPlugins.ts'
import { pluginParams } from '../pluginParams.ts'
import type { TradingPluginDeps } from '../tradingPluginDeps.ts'

const COIN_MESSAGE = 'must be a currency code such as ETH (letters, digits and _, 2 to 20).'

/** What react-moralis's useFiatBuy sends. */
const buyParams = z.object({
  coin: z
    .string({ error: COIN_MESSAGE })
    .regex(/^[A-Za-z0-9_]{2,20}$/, COIN_MESSAGE)
    .nullish(),
  receiver: AddressParam.nullish(),
})

/**
 * The `fiat` source (the configured card on-ramp) as react-moralis's Fiat plugin: `buy` answers
 * an `openUrl` step to the on-ramp's widget, signed by our `getOnrampUrl` for the signed-in
 * user's wallet (the only wallet it sends to, so its webhooks find the purchase's user).
 */
export function fiatMoralisPlugin(deps: Pick<TradingPluginDeps, 'call'>): MoralisPlugin {
  return {
    name: 'fiat',
    functions: {
      buy: async (params, _userId, request) => {
        const { coin, receiver } = pluginParams(buyParams, params)
        const wallet = request.user?.get('ethAddress')
        if (receiver && typeof wallet === 'string' && receiver.toLowerCase() !== wallet.toLowerCase())
          throw new Parse.Error(
            Parse.Error.INVALID_VALUE,
            `receiver must be your signed-in wallet (${wallet}): the on-ramp sends to it only.`,
          )
        const { url } = await deps.call('getOnrampUrl', { currency: coin ?? 'eth' }, request)
        return { data: { url }, triggers: [{ name: 'openUrl', url, newTab: true }] }
      },
    },
  }
}
