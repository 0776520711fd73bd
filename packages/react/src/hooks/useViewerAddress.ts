import { useVitrineContext } from './useVitrineContext.ts'

/**
 * The address that is "you" on a page (your listings, your items): the connected wallet's account,
 * else the signed-in user's wallet (`ethAddress`, from the session). Null for an anonymous visitor.
 * Reading it loads no wallet code: a returning visitor's own items are theirs before any wallet is.
 */
export function useViewerAddress(): `0x${string}` | null {
  const { auth, wallet } = useVitrineContext('useViewerAddress')
  return wallet.wallet?.account ?? auth.state.user?.ethAddress ?? null
}
