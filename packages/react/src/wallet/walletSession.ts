/**
 * The wallet, through @wagmi/core and viem. Loaded on demand (dynamic import) by the provider:
 * none of it is needed for a first paint.
 */
import { type Config, connect, createConfig, disconnect, http, injected, reconnect, watchConnection } from '@wagmi/core'
import { createWalletClient, custom, defineChain, type EIP1193Provider } from 'viem'
import { VitrineError } from '../errors.ts'
import type { ChainSettings, WalletSnapshot } from './WalletSnapshot.ts'

export type WalletSession = {
  /** Connects a wallet (asks the user); resolves to what is connected. */
  enable(): Promise<NonNullable<WalletSnapshot>>
  /** Restores a connection the user allowed before, without asking. */
  restore(): Promise<void>
  deactivate(): Promise<void>
}

let warnedNoWallet = false

export function createWalletSession(
  settings: ChainSettings,
  onChange: (wallet: WalletSnapshot) => void,
): WalletSession {
  const chain = defineChain({
    id: settings.chainId,
    name: settings.chainId === 31337 ? 'Anvil' : `Chain ${settings.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [settings.rpcUrl] } },
  })
  const config: Config = createConfig({
    chains: [chain],
    connectors: [injected()],
    transports: { [chain.id]: http(settings.rpcUrl) },
    // EIP-6963: wallets that announce themselves get a connector each, beside window.ethereum.
    multiInjectedProviderDiscovery: true,
  })

  let last: WalletSnapshot = null
  const publish = async () => {
    const connection = config.state.current ? config.state.connections.get(config.state.current) : undefined
    const account = connection?.accounts[0]
    if (!connection || !account || config.state.status !== 'connected') {
      if (last !== null) {
        last = null
        onChange(null)
      }
      return
    }
    const provider = (await connection.connector.getProvider()) as EIP1193Provider
    last = {
      web3: createWalletClient({
        account,
        chain: connection.chainId === chain.id ? chain : undefined,
        transport: custom(provider),
      }),
      chainId: connection.chainId,
      account,
      connector: { type: connection.connector.type, network: 'evm', name: connection.connector.name },
      provider,
    }
    onChange(last)
  }
  // Fires on accountsChanged, chainChanged and disconnect alike.
  watchConnection(config, { onChange: () => void publish() })

  /** An announced (EIP-6963) wallet first, else window.ethereum; null when the browser has none. */
  const pickConnector = async () => {
    const [generic, ...announced] = config.connectors
    if (announced[0]) return announced[0]
    // A provider that cannot be had is the same as none: no injected wallet.
    return generic && (await generic.getProvider().catch(() => undefined)) ? generic : null
  }

  return {
    async enable() {
      const connector = await pickConnector()
      if (!connector) {
        if (!warnedNoWallet) {
          warnedNoWallet = true
          console.warn('Vitrine: no Ethereum wallet found in this browser (no window.ethereum, no EIP-6963 wallet).')
        }
        throw new VitrineError('No wallet found. Install a browser wallet such as MetaMask, then try again.')
      }
      if (config.state.status !== 'connected') await connect(config, { connector })
      await publish()
      if (!last) throw new VitrineError('The wallet did not share an account.')
      return last
    },
    async restore() {
      await reconnect(config)
      await publish()
    },
    async deactivate() {
      // Already disconnected, or the wallet went away: the session ends here either way.
      await disconnect(config).catch(() => {})
      await publish()
    },
  }
}
