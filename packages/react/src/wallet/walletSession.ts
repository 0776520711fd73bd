/**
 * The wallet, through @wagmi/core and viem. Loaded on demand (dynamic import) by the provider:
 * none of it is needed for a first paint.
 */
import {
  type Config,
  type Connector,
  connect,
  createConfig,
  disconnect,
  http,
  injected,
  reconnect,
  watchConnection,
} from '@wagmi/core'
import { type Address, createWalletClient, custom, defineChain, type EIP1193Provider } from 'viem'
import { VitrineError } from '../errors.ts'
import { createDevWallet } from './devWallet.ts'
import { type ChainSettings, DEV_CONNECTOR_TYPE, type WalletChoice, type WalletSnapshot } from './WalletSnapshot.ts'

export type WalletSession = {
  /** Connects a wallet (asks the user), or the dev account named; resolves to what is connected. */
  enable(choice?: WalletChoice): Promise<NonNullable<WalletSnapshot>>
  /** Restores a connection the user allowed before (to a dev account: that one), without asking. */
  restore(devAccount?: Address): Promise<void>
  deactivate(): Promise<void>
}

let warnedNoWallet = false
const DEV_CONNECTOR_ID = 'vitrineDevAccount'

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
  const devWallet = createDevWallet(settings.rpcUrl)
  const config: Config = createConfig({
    chains: [chain],
    // window.ethereum, and the dev accounts' wallet (used only when one is picked).
    connectors: [
      injected(),
      injected({ target: { id: DEV_CONNECTOR_ID, name: 'Dev account', provider: devWallet.provider } }),
    ],
    transports: { [chain.id]: http(settings.rpcUrl) },
    // EIP-6963: wallets that announce themselves get a connector each, beside window.ethereum.
    multiInjectedProviderDiscovery: true,
  })

  /** A connector's provider; one that throws (a broken extension) is an error with its cause, not "no wallet". */
  const providerOf = async (connector: Connector) => {
    try {
      return (await connector.getProvider()) as EIP1193Provider | undefined
    } catch (error) {
      throw new VitrineError('The browser wallet could not be reached.', { cause: error })
    }
  }

  let last: WalletSnapshot = null
  const unpublish = () => {
    if (last === null) return
    last = null
    onChange(null)
  }
  const publish = async () => {
    const connection = config.state.current ? config.state.connections.get(config.state.current) : undefined
    const account = connection?.accounts[0]
    const connected = connection && account && config.state.status === 'connected'
    // A connection whose wallet is gone (its extension removed) has no provider: no wallet, not a crash.
    let provider: EIP1193Provider | undefined
    try {
      provider = connected ? await providerOf(connection.connector) : undefined
    } catch (error) {
      // A wallet that cannot be read cannot sign: the account shown before is withdrawn, not left
      // as if still usable, and the failure goes on.
      unpublish()
      throw error
    }
    if (!connected || !provider) return unpublish()
    last = {
      web3: createWalletClient({
        account,
        chain: connection.chainId === chain.id ? chain : undefined,
        transport: custom(provider),
      }),
      chainId: connection.chainId,
      account,
      connector: {
        type: connection.connector.id === DEV_CONNECTOR_ID ? DEV_CONNECTOR_TYPE : connection.connector.type,
        network: 'evm',
        name: connection.connector.name,
      },
      provider,
    }
    onChange(last)
  }
  /** publish, where no caller waits for it: a wallet that cannot be read is told, with its cause. */
  const publishOrWarn = () =>
    publish().catch((error: unknown) => {
      console.warn('Vitrine: the browser wallet could not be read; no wallet is connected.', error)
    })
  // Fires on accountsChanged, chainChanged and disconnect alike.
  watchConnection(config, { onChange: () => void publishOrWarn() })

  /** An announced (EIP-6963) wallet first, else window.ethereum; null when the browser has none. */
  const pickConnector = async () => {
    const [generic, ...announced] = config.connectors.filter((c) => c.id !== DEV_CONNECTOR_ID)
    if (announced[0]) return announced[0]
    // No provider is no injected wallet; one that throws is a wallet that is there and broken.
    return generic && (await providerOf(generic)) ? generic : null
  }

  return {
    async enable(choice) {
      // A dev account picked before (being restored, say) stays the wallet until it is disconnected.
      const devAccount = choice?.devAccount ?? devWallet.account
      if (devAccount) return enableDevAccount(devAccount)
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
    async restore(devAccount) {
      if (devAccount) devWallet.use(devAccount)
      await reconnect(config)
      await publishOrWarn()
    },
    async deactivate() {
      // A wallet that fails to disconnect (gone, or broken) still ends the session here: told, with why.
      await disconnect(config).catch((error: unknown) =>
        console.warn('Vitrine: the wallet did not disconnect cleanly; the session ends here anyway.', error),
      )
      devWallet.use(null)
      // wagmi may fall back to a connection left behind; one that cannot be read is no wallet, told why.
      await publishOrWarn()
    },
  }

  /** The dev account picked: another one of them is an account change, another wallet is left. */
  async function enableDevAccount(account: Address) {
    devWallet.use(account)
    const current = config.state.current ? config.state.connections.get(config.state.current) : undefined
    if (current?.connector.id !== DEV_CONNECTOR_ID) {
      const connector = config.connectors.find((c) => c.id === DEV_CONNECTOR_ID)
      if (!connector) throw new VitrineError('The dev account could not be connected.')
      // The wallet used so far is let go first. If it fails to let go (its extension gone, say), the
      // dev account still becomes the current wallet and nothing is signed with the other; the
      // failure is told, cause and all, not taken for the dev account's.
      if (current)
        await disconnect(config, { connector: current.connector }).catch((error: unknown) =>
          console.warn('Vitrine: the wallet connected before did not disconnect; the dev account replaces it.', error),
        )
      await connect(config, { connector })
    }
    await publish()
    if (!last) throw new VitrineError('The dev account could not be connected.')
    return last
  }
}
