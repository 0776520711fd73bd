import type { Address, EIP1193Provider } from 'viem'
import { NodeRpcError, nodeRequest } from './devAccounts.ts'

type Listener = (...args: unknown[]) => void

export type DevWallet = {
  /** An EIP-1193 provider, the one wagmi's injected connector gets. */
  provider: EIP1193Provider
  /** The dev account the user picked (null: none); a change is told as `accountsChanged`. */
  use(account: Address | null): void
  readonly account: Address | null
}

/** Who a signing request acts for: the node would sign for any of its accounts, the wallet only for the picked one. */
function signerOf(method: string, params: readonly unknown[]): unknown {
  if (method === 'personal_sign') return params[1]
  if (method === 'eth_sign' || method === 'eth_signTypedData_v4') return params[0]
  if (method === 'eth_sendTransaction') return (params[0] as { from?: unknown } | undefined)?.from
  return undefined
}

/**
 * A wallet for one of the dev accounts of a local chain (see `fetchDevAccounts`): the node holds
 * the keys and signs, so the page holds none, and a collector can try the site without a wallet
 * extension. Reads and signing requests go to the node; only the picked account is ever shown or
 * signed for.
 */
export function createDevWallet(rpcUrl: string): DevWallet {
  let account: Address | null = null
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }

  const request = async ({ method, params = [] }: { method: string; params?: readonly unknown[] }) => {
    switch (method) {
      case 'eth_accounts':
        return account ? [account] : []
      case 'eth_requestAccounts':
        if (!account) throw new NodeRpcError('No dev account is picked.', 4001)
        return [account]
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return account ? [{ parentCapability: 'eth_accounts' }] : []
      case 'wallet_revokePermissions':
        return null
    }
    if (method === 'eth_sendTransaction' || method === 'personal_sign' || method.startsWith('eth_sign')) {
      const signer = signerOf(method, params)
      if (!account || typeof signer !== 'string' || signer.toLowerCase() !== account.toLowerCase())
        throw new NodeRpcError(`The dev wallet signs only for ${account ?? 'the picked account'}.`, 4100)
    }
    return nodeRequest(rpcUrl, method, params)
  }

  const provider = {
    request,
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  } as unknown as EIP1193Provider

  return {
    provider,
    get account() {
      return account
    },
    use(next) {
      if (next?.toLowerCase() === account?.toLowerCase()) return
      account = next
      emit('accountsChanged', next ? [next] : [])
    },
  }
}
