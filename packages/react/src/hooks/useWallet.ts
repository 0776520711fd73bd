import { useVitrineContext } from './useVitrineContext.ts'

/** The connected wallet: a viem WalletClient (`web3`), chain, account, connector and provider. */
export function useWallet() {
  const { wallet } = useVitrineContext('useWallet')
  return {
    isWeb3Enabled: wallet.isWeb3Enabled,
    isWeb3EnableLoading: wallet.isWeb3EnableLoading,
    web3: wallet.wallet?.web3 ?? null,
    chainId: wallet.wallet?.chainId ?? null,
    account: wallet.wallet?.account ?? null,
    connector: wallet.wallet?.connector ?? null,
    provider: wallet.wallet?.provider ?? null,
    enableWeb3: wallet.enableWeb3,
    deactivateWeb3: wallet.deactivateWeb3,
    web3EnableError: wallet.web3EnableError,
  }
}
