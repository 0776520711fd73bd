import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../hooks/useWallet.ts'

/** The connected wallet's ETH balance in wei, read through its provider; refreshed every 15 s. */
export function useWalletBalance() {
  const { account, provider, chainId } = useWallet()
  return useQuery({
    queryKey: ['vitrine', 'walletBalance', { account, chainId }],
    queryFn: async () => {
      const hex = await (provider as NonNullable<typeof provider>).request({
        method: 'eth_getBalance',
        params: [account as `0x${string}`, 'latest'],
      })
      return BigInt(hex)
    },
    enabled: Boolean(account && provider),
    refetchInterval: 15_000,
  })
}
