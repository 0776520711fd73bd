import { creatorCollectionAbi } from '@vitrine/contracts'
import { devAccount } from '@vitrine/devchain'
import { type Address, createWalletClient, http, type PublicClient } from 'viem'
import { foundry } from 'viem/chains'

/**
 * The owner of an ERC-721 token of a demo collection (one of the 10 dev accounts) sends it to dev
 * account `toIndex`, and the transfer is mined. Returns the new owner.
 */
export async function giveToken(
  client: PublicClient,
  rpcUrl: string,
  collection: Address,
  tokenId: bigint,
  toIndex: number,
) {
  const owner = await client.readContract({
    address: collection,
    abi: creatorCollectionAbi,
    functionName: 'ownerOf',
    args: [tokenId],
  })
  const index = [...Array(10).keys()].find((i) => devAccount(i).address === owner)
  if (index === undefined) throw new Error(`token ${tokenId} is held by ${owner}, not a dev account`)
  const wallet = createWalletClient({
    account: devAccount(index),
    chain: client.chain ?? foundry,
    transport: http(rpcUrl),
  })
  const hash = await wallet.writeContract({
    address: collection,
    abi: creatorCollectionAbi,
    functionName: 'transferFrom',
    args: [owner, devAccount(toIndex).address, tokenId],
  })
  await client.waitForTransactionReceipt({ hash })
  return devAccount(toIndex).address
}
