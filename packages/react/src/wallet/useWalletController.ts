import { useCallback, useEffect, useRef, useState } from 'react'
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
  /** The chain node's dev accounts (none on a public chain). */
  listDevAccounts: () => Promise<`0x${string}`[]>
}

// What is remembered of an enabled wallet: the browser's wallet ('1'), or the dev account's address.
const BROWSER_WALLET = '1'

/** The wallet half of the provider. The wallet code itself loads only when it is first needed. */
export function useWalletController(chain: ChainSettings, rememberKey: string): WalletController {
  const [wallet, setWallet] = useState<WalletSnapshot>(null)
  const [isWeb3EnableLoading, setLoading] = useState(false)
  const [web3EnableError, setError] = useState<Error | null>(null)
  const session = useRef<Promise<WalletSession> | null>(null)

  const getSession = useCallback(() => {
    session.current ??= import('./walletSession.ts').then((module) => module.createWalletSession(chain, setWallet))
    return session.current
  }, [chain])

  // A wallet enabled on an earlier visit comes back by itself, without a prompt.
  useEffect(() => {
    const remembered = localStorage.getItem(rememberKey)
    if (!remembered) return
    void getSession().then((s) => s.restore(isAddressText(remembered) ? remembered : undefined))
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
    listDevAccounts,
  }
}
