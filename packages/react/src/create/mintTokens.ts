import type { Standard } from '@vitrine/api'
import {
  type Address,
  type Hash,
  parseEventLogs,
  publicActions,
  type TransactionReceipt,
  type WalletClient,
} from 'viem'
import { creatorCollectionAbi, creatorEditionAbi } from './creatorAbis.ts'

export type MintTokensParameters = {
  collection: Address
  /** One metadata URI per token (putMetadata of kind `token`). */
  uris: readonly string[]
  /** The collection's kind (default ERC-721): an ERC-1155 edition contract mints with `mintNew`. */
  standard?: Standard
  /** ERC-1155 only: copies of each new edition (default 1). */
  amount?: bigint
  /** Tokens per transaction: a batch of more goes out in several transactions. */
  perTransaction?: number
  /** Each transaction, as the wallet sends it and as it is mined. */
  onStep?: (step: { index: number; count: number; hash: Hash; status: 'sent' | 'mined' }) => void
}

/**
 * Mints tokens into a collection the wallet owns, to the wallet, `perTransaction` (default 50) at
 * a time. ERC-721 (`CreatorCollection`): one with `mint`, more with `mintBatch`. ERC-1155
 * (`CreatorEdition`): each URI a new edition of `amount` copies through `mintNew`, which numbers
 * it above every id minted so far. Answers the new token ids in order.
 */
export async function mintTokens(wallet: WalletClient, parameters: MintTokensParameters): Promise<bigint[]> {
  const account = wallet.account ?? (await wallet.getAddresses())[0]
  if (!account) throw new Error('Connect a wallet first.')
  const to = typeof account === 'string' ? account : account.address
  const amount = parameters.amount ?? 1n
  if (amount < 1n) throw new Error('Mint at least one copy.')
  const size = parameters.perTransaction ?? 50
  const chunks: string[][] = []
  for (let at = 0; at < parameters.uris.length; at += size) chunks.push(parameters.uris.slice(at, at + size))
  const reader = wallet.extend(publicActions)
  const ids: bigint[] = []
  for (const [index, uris] of chunks.entries()) {
    const target = { address: parameters.collection, account, chain: wallet.chain } as const
    const hash =
      parameters.standard === 'ERC1155'
        ? await wallet.writeContract({
            ...target,
            abi: creatorEditionAbi,
            functionName: 'mintNew',
            args: [to, uris.map(() => amount), uris],
          })
        : uris.length === 1
          ? await wallet.writeContract({
              ...target,
              abi: creatorCollectionAbi,
              functionName: 'mint',
              args: [to, uris[0] as string],
            })
          : await wallet.writeContract({
              ...target,
              abi: creatorCollectionAbi,
              functionName: 'mintBatch',
              args: [to, uris],
            })
    parameters.onStep?.({ index, count: chunks.length, hash, status: 'sent' })
    const receipt = await reader.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error('The mint failed on chain.')
    parameters.onStep?.({ index, count: chunks.length, hash, status: 'mined' })
    ids.push(...mintedIds(receipt, parameters.standard ?? 'ERC721'))
  }
  return ids
}

/** The ids a mint's receipt announces, in order. */
function mintedIds(receipt: TransactionReceipt, standard: Standard): bigint[] {
  if (standard === 'ERC721')
    return parseEventLogs({ abi: creatorCollectionAbi, logs: receipt.logs, eventName: 'Transfer' }).map(
      (log) => log.args.tokenId,
    )
  return parseEventLogs({ abi: creatorEditionAbi, logs: receipt.logs }).flatMap((log) =>
    log.eventName === 'TransferSingle' ? [log.args.id] : log.eventName === 'TransferBatch' ? [...log.args.ids] : [],
  )
}
