import { type Account, createWalletClient, defineChain, http } from 'viem'

/** A wallet client for `account` on the chain at `rpcUrl` (a local dev chain: ETH, one RPC). */
export function walletFor(account: Account, rpcUrl: string, chainId: number) {
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createWalletClient({ account, chain, transport: http(rpcUrl) })
}
