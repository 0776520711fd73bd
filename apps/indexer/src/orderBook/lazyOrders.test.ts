import { collectionFactoryAbi, creatorCollectionAbi } from '@vitrine/contracts'
import { devAccount, walletFor } from '@vitrine/devchain'
import { lazyTokenId, type MintVoucher, mintVoucherTypedData, redeemTransaction } from '@vitrine/market'
import { type Address, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { statusOf, storeLazyOrder } from '../../test/orderBook.ts'
import { type SeededChain, startSeededChain } from '../../test/seededChain.ts'
import { testCommon } from '../../test/testCommon.ts'
import { markLazyCopies } from '../store/markLazyCopies.ts'
import { followStep } from '../sync/follow.ts'

let chain: SeededChain
let collection: Address
const creator = devAccount(1)
const buyer = devAccount(7)
const wallet = (index: number) => walletFor(devAccount(index), chain.anvil.rpcUrl, 31337)
const mined = async (hash: `0x${string}`) => chain.client.waitForTransactionReceipt({ hash })
const follow = () =>
  followStep(testCommon({ pool: chain.pool, client: chain.client, chainId: 31337, seaport: chain.seaport }))

beforeAll(async () => {
  chain = await startSeededChain()
  const receipt = await mined(
    await wallet(1).writeContract({
      address: chain.deployment.collectionFactory,
      abi: collectionFactoryAbi,
      functionName: 'createCollection',
      args: ['Lazy', 'LAZY', '', 0n, devAccount(2).address, 1000n],
    }),
  )
  const [created] = parseEventLogs({ abi: collectionFactoryAbi, logs: receipt.logs, eventName: 'CollectionCreated' })
  collection = created?.args.collection as Address
  await chain.backfillToHead()
})
afterAll(() => chain?.stop())

const voucherOf = (nonce: bigint): MintVoucher => ({
  collection,
  tokenId: lazyTokenId(creator.address, nonce),
  uri: `ipfs://lazy/${nonce}.json`,
  price: parseEther('0.2'),
  currency: zeroAddress,
  royaltyReceiver: zeroAddress,
  royaltyBps: 0n,
  expiry: BigInt(Math.floor(Date.now() / 1000) + 3600),
  nonce,
})
async function listLazily(nonce: bigint) {
  const voucher = voucherOf(nonce)
  const signature = await wallet(1).signTypedData(mintVoucherTypedData(31337, voucher))
  return { voucher, signature, hash: await storeLazyOrder(chain.pool, voucher, signature, creator.address) }
}

test('a redeem marks its lazy order filled and records a rarible sale, creator to buyer, with its mint', async () => {
  const { voucher, signature, hash } = await listLazily(1n)
  const tx = redeemTransaction(voucher, signature)
  const receipt = await mined(await wallet(7).sendTransaction(tx))
  await follow()
  expect(await statusOf(chain.pool, hash)).toBe('filled')
  const { rows } = await chain.pool.query(
    `SELECT type, token_id::text AS token_id, from_address, to_address, price::text AS price, source, order_hash
       FROM nft.activity WHERE tx_hash = $1 ORDER BY log_index`,
    [receipt.transactionHash],
  )
  expect(rows).toEqual([
    expect.objectContaining({ type: 'mint', token_id: voucher.tokenId.toString(), to_address: buyer.address }),
    {
      type: 'sale',
      token_id: voucher.tokenId.toString(),
      from_address: creator.address,
      to_address: buyer.address,
      price: voucher.price.toString(),
      source: 'rarible',
      order_hash: hash,
    },
  ])
  const { rows: volume } = await chain.pool.query(
    'SELECT volume::text AS volume FROM nft.collections WHERE chain_id = 31337 AND address = $1',
    [collection],
  )
  expect(volume[0]?.volume).toBe(voucher.price.toString())
})

test('a revoked nonce cancels its lazy order; another voucher of the creator stays active', async () => {
  const revoked = await listLazily(2n)
  const kept = await listLazily(3n)
  const receipt = await mined(
    await wallet(1).writeContract({
      address: collection,
      abi: creatorCollectionAbi,
      functionName: 'revokeNonce',
      args: [2n],
    }),
  )
  await follow()
  expect(await statusOf(chain.pool, revoked.hash)).toBe('cancelled')
  expect(await statusOf(chain.pool, kept.hash)).toBe('active')
  const { rows } = await chain.pool.query('SELECT type, source, from_address FROM nft.activity WHERE tx_hash = $1', [
    receipt.transactionHash,
  ])
  expect(rows).toEqual([{ type: 'cancel', source: 'rarible', from_address: creator.address }])
})

test("a lazy order found to copy an existing item stays inactive when the chain's facts are read again; its nonce revoked still cancels it", async () => {
  const copy = await listLazily(4n)
  // A token indexed with the same token URI, in another collection: the voucher copies it.
  await chain.pool.query(
    `INSERT INTO nft.tokens (chain_id, address, token_id, first_block, token_uri, metadata_status, name)
     VALUES (31337, $1, 1, 1, $2, 'ok', 'The original')`,
    [devAccount(9).address, voucherOf(4n).uri],
  )
  try {
    expect(await markLazyCopies(chain.pool, 31337, [copy.hash])).toEqual([copy.hash])
    expect(await statusOf(chain.pool, copy.hash)).toBe('inactive:duplicateItem')
    // Another voucher of the creator revoked: the chain's facts of this one are read again.
    await mined(
      await wallet(1).writeContract({
        address: collection,
        abi: creatorCollectionAbi,
        functionName: 'revokeNonce',
        args: [5n],
      }),
    )
    await follow()
    expect(await statusOf(chain.pool, copy.hash)).toBe('inactive:duplicateItem')
    await mined(
      await wallet(1).writeContract({
        address: collection,
        abi: creatorCollectionAbi,
        functionName: 'revokeNonce',
        args: [4n],
      }),
    )
    await follow()
    expect(await statusOf(chain.pool, copy.hash)).toBe('cancelled')
  } finally {
    await chain.pool.query('DELETE FROM nft.tokens WHERE address = $1', [devAccount(9).address])
  }
})
