import { type Address, type Hash, parseEventLogs, publicActions, type WalletClient } from 'viem'
import { creatorCollectionAbi } from './creatorAbis.ts'

export type MintTokensParameters = {
  collection: Address
  /** One metadata URI per token (putMetadata of kind `token`). */
  uris: readonly string[]
  /** Tokens per transaction: a batch of more goes out in several `mintBatch` transactions. */
  perTransaction?: number
  /** Each transaction, as the wallet sends it and as it is mined. */
  onStep?: (step: { index: number; count: number; hash: Hash; status: 'sent' | 'mined' }) => void
}

/**
 * Mints tokens into an ERC-721 collection the wallet owns, to the wallet: one with `mint`, more
 * with `mintBatch`, `perTransaction` (default 50) at a time. Answers the new token ids in order.
 */
export async function mintTokens(wallet: WalletClient, parameters: MintTokensParameters): Promise<bigint[]> {
  const account = wallet.account ?? (await wallet.getAddresses())[0]
  if (!account) throw new Error('Connect a wallet first.')
  const to = typeof account === 'string' ? account : account.address
  const size = parameters.perTransaction ?? 50
  const chunks: string[][] = []
  for (let at = 0; at < parameters.uris.length; at += size) chunks.push(parameters.uris.slice(at, at + size))
  const reader = wallet.extend(publicActions)
  const ids: bigint[] = []
  for (const [index, uris] of chunks.entries()) {
    const common = { address: parameters.collection, abi: creatorCollectionAbi, account, chain: wallet.chain } as const
    const hash =
      uris.length === 1
        ? await wallet.writeContract({ ...common, functionName: 'mint', args: [to, uris[0] as string] })
        : await wallet.writeContract({ ...common, functionName: 'mintBatch', args: [to, uris] })
    parameters.onStep?.({ index, count: chunks.length, hash, status: 'sent' })
    const receipt = await reader.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error('The mint failed on chain.')
    parameters.onStep?.({ index, count: chunks.length, hash, status: 'mined' })
    const transfers = parseEventLogs({ abi: creatorCollectionAbi, logs: receipt.logs, eventName: 'Transfer' })
    ids.push(...transfers.map((transfer) => transfer.args.tokenId))
  }
  return ids
}
