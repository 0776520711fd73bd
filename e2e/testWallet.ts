import type { Page } from '@playwright/test'
import { createWalletClient, defineChain, type Hex, http, numberToHex } from 'viem'
import { generatePrivateKey, type LocalAccount, privateKeyToAccount } from 'viem/accounts'
import { e2eRpcUrl } from './e2ePorts.ts'

/**
 * A wallet injected into the page as `window.ethereum` (EIP-1193). Keys stay in the test process:
 * the page calls back into it to sign, as an extension would; reads go to anvil.
 */
export type TestWallet = {
  account: LocalAccount
  chainId: number
  /** The user picks another account in the wallet. */
  switchAccount(account?: LocalAccount): Promise<LocalAccount>
  /** The user moves the wallet to another chain. */
  switchChain(chainId: number): Promise<void>
  /** The wallet disconnects from the site. */
  disconnect(): Promise<void>
  /** From now on the user rejects every transaction the site asks for (EIP-1193 code 4001), or stops. */
  rejectTransactions(reject: boolean): void
  /** The user confirms the next `count` transactions, then rejects every one after (a batch failing halfway). */
  rejectTransactionsAfter(count: number): void
}

/**
 * `account`: a key of the test's choosing (a dev account, say); a new random one by default.
 * `rpcUrl`: the chain reads go to (the browser tests' anvil by default).
 */
export async function injectTestWallet(
  page: Page,
  chainId = 31337,
  account: LocalAccount = privateKeyToAccount(generatePrivateKey()),
  rpcUrl = e2eRpcUrl,
): Promise<TestWallet> {
  const wallet = { account, chainId, connected: true, rejecting: false, confirmsLeft: Number.POSITIVE_INFINITY }
  const emit = (event: string, value: unknown) =>
    page.evaluate(([name, data]) => (window as unknown as WalletWindow).__testWalletEmit(name, data), [
      event,
      value,
    ] as const)

  await page.exposeBinding(
    '__testWalletRequest',
    async (_source, { method, params }: { method: string; params?: unknown[] }) => {
      switch (method) {
        case 'eth_requestAccounts':
          wallet.connected = true
          return [wallet.account.address]
        case 'eth_accounts':
          return wallet.connected ? [wallet.account.address] : []
        case 'eth_chainId':
          return numberToHex(wallet.chainId)
        case 'wallet_requestPermissions':
        case 'wallet_getPermissions':
          return [{ parentCapability: 'eth_accounts' }]
        case 'wallet_revokePermissions':
          wallet.connected = false
          return null
        case 'personal_sign': {
          const [message] = params as [Hex]
          return wallet.account.signMessage({ message: { raw: message } })
        }
        case 'eth_signTypedData_v4': {
          // [address, JSON of { domain, types (with EIP712Domain), primaryType, message }], as ethers sends it.
          const [, json] = params as [Hex, string]
          const { domain, types, primaryType, message } = JSON.parse(json)
          const { EIP712Domain: _, ...structs } = types
          // ethers sends the chain id as a decimal string; viem derives the domain's type from a number.
          const chainId = domain.chainId === undefined ? undefined : Number(domain.chainId)
          return wallet.account.signTypedData({ domain: { ...domain, chainId }, types: structs, primaryType, message })
        }
        case 'eth_sendTransaction': {
          // Answered as a wallet's refusal; the page side turns it into an EIP-1193 error.
          if (wallet.rejecting || wallet.confirmsLeft <= 0)
            return { __rejected: { code: 4001, message: 'User rejected the request.' } }
          wallet.confirmsLeft--
          // Signed here with the wallet's key, as a wallet does (anvil's own keys are not needed).
          const [tx] = params as [{ to?: Hex; data?: Hex; value?: Hex; gas?: Hex }]
          const chain = defineChain({
            id: wallet.chainId,
            name: 'Test chain',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: [rpcUrl] } },
          })
          const signer = createWalletClient({ account: wallet.account, chain, transport: http(rpcUrl) })
          return signer.sendTransaction({
            to: tx.to ?? null,
            data: tx.data,
            value: tx.value ? BigInt(tx.value) : undefined,
            gas: tx.gas ? BigInt(tx.gas) : undefined,
          })
        }
        case 'wallet_switchEthereumChain': {
          const [{ chainId: next }] = params as [{ chainId: Hex }]
          wallet.chainId = Number(next)
          await emit('chainChanged', next)
          return null
        }
        default: {
          const response = await fetch(rpcUrl, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
          })
          const body = (await response.json()) as { result?: unknown; error?: { message: string } }
          if (body.error) throw new Error(body.error.message)
          return body.result
        }
      }
    },
  )

  await page.addInitScript(() => {
    const listeners = new Map<string, Set<(value: unknown) => void>>()
    const target = window as unknown as WalletWindow
    target.__testWalletEmit = (event, value) => {
      for (const listener of listeners.get(event) ?? []) listener(value)
    }
    target.ethereum = {
      isMetaMask: true,
      request: async (args) => {
        const answer = await target.__testWalletRequest(args)
        const rejected = (answer as { __rejected?: { code: number; message: string } } | null)?.__rejected
        if (rejected) throw Object.assign(new Error(rejected.message), { code: rejected.code })
        return answer
      },
      on: (event, listener) => {
        if (!listeners.has(event)) listeners.set(event, new Set())
        listeners.get(event)?.add(listener)
      },
      removeListener: (event, listener) => listeners.get(event)?.delete(listener),
    }
  })

  return {
    get account() {
      return wallet.account
    },
    get chainId() {
      return wallet.chainId
    },
    async switchAccount(next = privateKeyToAccount(generatePrivateKey())) {
      wallet.account = next
      await emit('accountsChanged', [next.address])
      return next
    },
    async switchChain(next) {
      wallet.chainId = next
      await emit('chainChanged', numberToHex(next))
    },
    async disconnect() {
      wallet.connected = false
      await emit('accountsChanged', [])
    },
    rejectTransactions(reject) {
      wallet.rejecting = reject
      wallet.confirmsLeft = Number.POSITIVE_INFINITY
    },
    rejectTransactionsAfter(count) {
      wallet.rejecting = false
      wallet.confirmsLeft = count
    },
  }
}

type WalletWindow = Window & {
  ethereum: {
    isMetaMask: boolean
    request: (args: { method: string; params?: unknown[] }) => Promise<unknown>
    on: (event: string, listener: (value: unknown) => void) => void
    removeListener: (event: string, listener: (value: unknown) => void) => void
  }
  __testWalletRequest: (args: { method: string; params?: unknown[] }) => Promise<unknown>
  __testWalletEmit: (event: string, value: unknown) => void
}
