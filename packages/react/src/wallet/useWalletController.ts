import { useCallback, useRef, useState } from 'react'
import { type ActionOptions, runAction } from '../actionOptions.ts'
import { fetchDevAccounts, isAddressText } from './devAccounts.ts'
import { type ChainSettings, DEV_CONNECTOR_TYPE, type WalletChoice, type WalletSnapshot } from './WalletSnapshot.ts'
import type { WalletSession } from './walletSession.ts'

export type WalletController = {
  isWeb3Enabled: boolean
  isWeb3EnableLoading: boolean
  web3EnableError: Error | null
  wallet: WalletSnapshot
  /** Connects the wallet (or the dev account chosen); resolves to it, or undefined after a failure (see options). */
  enableWeb3: (
    options?: ActionOptions<NonNullable<WalletSnapshot>> & WalletChoice,
  ) => Promise<NonNullable<WalletSnapshot> | undefined>
  deactivateWeb3: () => Promise<void>
  /**
   * Brings back the wallet enabled on an earlier visit, without a prompt (loading the wallet code);
   * nothing where none was. Called by what is about to use the wallet (`useRememberedWallet`).
   */
  restoreWeb3: () => Promise<void>
  /** The chain node's dev accounts (none on a public chain). */
  listDevAccounts: () => Promise<`0x${string}`[]>
}

// What is remembered of an enabled wallet: the browser's wallet ('1'), or the dev account's address.
const BROWSER_WALLET = '1'

/**
 * The wallet half of the provider. The wallet code (wagmi, viem) loads only when a wallet is first
 * used: enabled (sign-in, a trade, creating) or restored by a component about to use it. A page
 * that only shows loads none of it, for a returning visitor too.
 */
export function useWalletController(chain: ChainSettings, rememberKey: string): WalletController {
  const [wallet, setWallet] = useState<WalletSnapshot>(null)
  const [isWeb3EnableLoading, setLoading] = useState(false)
  const [web3EnableError, setError] = useState<Error | null>(null)
  const session = useRef<Promise<WalletSession> | null>(null)

  // The session starts with the wallet remembered from an earlier visit: enabling then reuses it
  // (a dev account picked before stays the wallet) as it did when it was restored at start-up.
  const getSession = useCallback(() => {
    session.current ??= import('./walletSession.ts').then(async (module) => {
      const created = module.createWalletSession(chain, setWallet)
      const remembered = localStorage.getItem(rememberKey)
      // A wallet that cannot be restored is no wallet yet: enabling it asks again.
      if (remembered)
        await created
          .restore(isAddressText(remembered) ? remembered : undefined)
          .catch((error: unknown) =>
            console.warn('Vitrine: the wallet of an earlier visit could not be restored.', error),
          )
      return created
    })
    return session.current
  }, [chain, rememberKey])

  const restoreWeb3 = useCallback(async () => {
    if (localStorage.getItem(rememberKey)) await getSession()
  }, [getSession, rememberKey])

  const enableWeb3 = useCallback<WalletController['enableWeb3']>(
    async (options) => {
      setLoading(true)
      setError(null)
      const choice = { devAccount: options?.devAccount }
      const result = await runAction(async () => (await getSession()).enable(choice), options, setError).finally(() =>
        setLoading(false),
      )
      if (result)
        localStorage.setItem(
          rememberKey,
          result.connector.type === DEV_CONNECTOR_TYPE ? result.account : BROWSER_WALLET,
        )
      return result
    },
    [getSession, rememberKey],
  )

  const listDevAccounts = useCallback(() => fetchDevAccounts(chain.rpcUrl), [chain.rpcUrl])

  const deactivateWeb3 = useCallback(async () => {
    localStorage.removeItem(rememberKey)
    if (session.current) await (await session.current).deactivate()
    setWallet(null)
  }, [rememberKey])

  return {
    isWeb3Enabled: wallet !== null,
    isWeb3EnableLoading,
    web3EnableError,
    wallet,
    enableWeb3,
    deactivateWeb3,
    restoreWeb3,
    listDevAccounts,
  }
}
