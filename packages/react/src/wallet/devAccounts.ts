import type { Address } from 'viem'
import { VitrineError } from '../errors.ts'
import { checksumAddresses } from './checksumAddresses.ts'

/** A JSON-RPC error of the node, in EIP-1193's shape (`code`, `data`), as a wallet would throw it. */
export class NodeRpcError extends VitrineError {
  override name = 'NodeRpcError'
  /** The node's JSON-RPC error code (VitrineError's `code`, always set here). */
  declare readonly code: number
  readonly data: unknown
  constructor(message: string, code: number, data?: unknown) {
    super(message, { code })
    this.data = data
  }
}

/**
 * One JSON-RPC call to the chain node. An error the node answers keeps its code and data (a
 * revert's reason, say); a node that cannot be reached is an outage, said as such.
 */
export async function nodeRequest(rpcUrl: string, method: string, params: readonly unknown[] = []): Promise<unknown> {
  let body: { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    body = await response.json()
  } catch (cause) {
    throw new VitrineError(`The chain node at ${rpcUrl} did not answer. Is it running?`, { cause })
  }
  if (body.error) throw new NodeRpcError(body.error.message, body.error.code, body.error.data)
  return body.result
}

/**
 * The accounts the chain node holds unlocked and signs for: anvil's (or hardhat's) dev accounts.
 * A public node holds none (or refuses the call), so none are offered there. A node that cannot be
 * reached throws: an outage, not an answer.
 */
export async function fetchDevAccounts(rpcUrl: string): Promise<Address[]> {
  const accounts = await nodeRequest(rpcUrl, 'eth_accounts').catch((error) => {
    if (error instanceof NodeRpcError) return []
    throw error
  })
  if (!Array.isArray(accounts) || !accounts.some(isAddressText)) return []
  return checksumAddresses(accounts.filter(isAddressText))
}

export const isAddressText = (value: unknown): value is Address =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
