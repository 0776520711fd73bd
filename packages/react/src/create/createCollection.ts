import type { Standard } from '@vitrine/api'
import { type Address, type Hash, parseEventLogs, publicActions, type WalletClient } from 'viem'
import { collectionFactoryAbi } from './creatorAbis.ts'

export type CreateCollectionParameters = {
  factory: Address
  standard: Standard
  name: string
  symbol: string
  /** The collection's metadata URI (putMetadata of kind `collection`). */
  contractURI: string
  /** ERC-721 only: most tokens it may ever have; 0 for no cap. */
  maxSupply: bigint
  royaltyReceiver: Address
  /** Royalty in basis points (500 = 5 %). */
  royaltyBps: number
  /** Called once the wallet has sent the transaction, before it is mined. */
  onSent?: (hash: Hash) => void
}

/**
 * Deploys a collection owned by the wallet's account through the CollectionFactory (an ERC-721
 * collection or an ERC-1155 edition contract) and answers its address, read from the factory's
 * `CollectionCreated` event in the receipt.
 */
export async function createCollection(wallet: WalletClient, parameters: CreateCollectionParameters): Promise<Address> {
  const account = wallet.account ?? (await wallet.getAddresses())[0]
  if (!account) throw new Error('Connect a wallet first.')
  const common = { address: parameters.factory, abi: collectionFactoryAbi, account, chain: wallet.chain } as const
  const { name, symbol, contractURI, royaltyReceiver, royaltyBps } = parameters
  const hash =
    parameters.standard === 'ERC721'
      ? await wallet.writeContract({
          ...common,
          functionName: 'createCollection',
          args: [name, symbol, contractURI, parameters.maxSupply, royaltyReceiver, BigInt(royaltyBps)],
        })
      : await wallet.writeContract({
          ...common,
          functionName: 'createEdition',
          args: [name, symbol, contractURI, royaltyReceiver, BigInt(royaltyBps)],
        })
  parameters.onSent?.(hash)
  const receipt = await wallet.extend(publicActions).waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('The transaction failed on chain.')
  const [created] = parseEventLogs({ abi: collectionFactoryAbi, logs: receipt.logs, eventName: 'CollectionCreated' })
  if (!created) throw new Error('The factory did not report a new collection.')
  return created.args.collection
}
