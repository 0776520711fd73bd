import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useReducer } from 'react'
import { toError } from '../errors.ts'
import { useRememberedWallet } from '../hooks/useRememberedWallet.ts'
import { useVitrineContext } from '../hooks/useVitrineContext.ts'
import { TradeError } from './TradeError.ts'
import { idleTrade, type TradeAction, tradeReducer } from './tradeSteps.ts'

/**
 * A trading action with its steps (approve → sign → post; check → confirm in wallet → mined →
 * indexed), each with a status, for a dialog to show. `run` connects the wallet if needed, then
 * loads the trading code (seaport-js) on first use. It never throws: a failure is `error`, a
 * `TradeError` whose message says why in words. Resolves to the action's result, or undefined.
 */
export function useTrade() {
  const { client, wallet } = useVitrineContext('useTrade')
  const queryClient = useQueryClient()
  const [state, dispatch] = useReducer(tradeReducer, idleTrade)
  // A trade is about to use the wallet: one enabled on an earlier visit comes back meanwhile.
  useRememberedWallet()

  const run = useCallback(
    async (action: TradeAction): Promise<unknown> => {
      dispatch({ type: 'start', action })
      try {
        const snapshot = wallet.wallet ?? (await wallet.enableWeb3({ throwOnError: true }))
        if (!snapshot) throw new TradeError('noWallet', 'Connect a wallet to trade.')
        const { runTrade } = await import('./runTrade.ts')
        const result = await runTrade(
          { client, wallet: snapshot, step: (id, status) => dispatch({ type: 'step', id, status }) },
          action,
        )
        dispatch({ type: 'success' })
        return result
      } catch (error) {
        dispatch({ type: 'error', error: toError(error) })
        return undefined
      } finally {
        // What the trade changed shows at once, without waiting for the live stream.
        void queryClient.invalidateQueries({ queryKey: ['vitrine'] })
      }
    },
    [client, wallet, queryClient],
  )
  const reset = useCallback(() => dispatch({ type: 'reset' }), [])
  return { ...state, run, reset }
}
