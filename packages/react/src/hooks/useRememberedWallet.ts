import { useEffect } from 'react'
import { useVitrineContext } from './useVitrineContext.ts'

/**
 * Brings back, once mounted, the wallet the visitor enabled on an earlier visit (no prompt), for a
 * component about to use it: a trade dialog, a creating page, the account's wallet status. This
 * loads the wallet code; a page that only shows asks the session instead (`useAuth().user`).
 */
export function useRememberedWallet() {
  const { wallet } = useVitrineContext('useRememberedWallet')
  const { restoreWeb3 } = wallet
  useEffect(() => {
    void restoreWeb3()
  }, [restoreWeb3])
}
