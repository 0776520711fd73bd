import { useCallback, useEffect, useRef, useState } from 'react'
import { type ActionOptions, runAction } from '../actionOptions.ts'
import type { ChainSettings, WalletSnapshot } from './WalletSnapshot.ts'
import type { WalletSession } from './walletSession.ts'

export type WalletController = {
  isWeb3Enabled: boolean
  isWeb3EnableLoading: boolean
  web3EnableError: Error | null
  wallet: WalletSnapshot
  /** Connects the wallet; resolves to it, or undefined after a failure (see options). */
  enableWeb3: (options?: ActionOptions<NonNullable<WalletSnapshot>>) => Promise<NonNullable<WalletSnapshot> | undefined>
  deactivateWeb3: () => Promise<void>
}

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
    if (localStorage.getItem(rememberKey)) void getSession().then((s) => s.restore())
  }, [getSession, rememberKey])

  const enableWeb3 = useCallback<WalletController['enableWeb3']>(
    async (options) => {
      setLoading(true)
      setError(null)
      const result = await runAction(async () => (await getSession()).enable(), options, setError).finally(() =>
        setLoading(false),
      )
      if (result) localStorage.setItem(rememberKey, '1')
      return result
    },
    [getSession, rememberKey],
  )

  const deactivateWeb3 = useCallback(async () => {
    localStorage.removeItem(rememberKey)
    if (session.current) await (await session.current).deactivate()
    setWallet(null)
  }, [rememberKey])

  return { isWeb3Enabled: wallet !== null, isWeb3EnableLoading, web3EnableError, wallet, enableWeb3, deactivateWeb3 }
}
