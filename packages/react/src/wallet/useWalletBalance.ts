import { useQuery } from '@tanstack/react-query'
import { useRememberedWallet } from '../hooks/useRememberedWallet.ts'
import { useWallet } from '../hooks/useWallet.ts'

/** ERC-20 `balanceOf(address)`'s selector: the call is built by hand, so no ABI code loads with a page. */
const BALANCE_OF = '0x70a08231'

/**
 * The connected wallet's balance in wei, read through its provider and refreshed every 15 s: ETH,
 * or with `token` that ERC-20's (WETH for offers).
 */
export function useWalletBalance({ token }: { token?: `0x${string}` } = {}) {
  useRememberedWallet()
  const { account, provider, chainId } = useWallet()
  return useQuery({
    queryKey: ['vitrine', 'walletBalance', { account, chainId, token: token?.toLowerCase() ?? null }],
    queryFn: async () => {
      const wallet = provider as NonNullable<typeof provider>
      const owner = account as `0x${string}`
      const hex = token
        ? await wallet.request({
            method: 'eth_call',
            params: [{ to: token, data: `${BALANCE_OF}${owner.slice(2).toLowerCase().padStart(64, '0')}` }, 'latest'],
          })
        : await wallet.request({ method: 'eth_getBalance', params: [owner, 'latest'] })
      return BigInt(hex === '0x' ? 0 : hex)
    },
    enabled: Boolean(account && provider),
    refetchInterval: 15_000,
  })
}
