import { startAnvil } from '@vitrine/devchain'
import { getVoucherHash, lazyTokenId, type MintVoucher, mintVoucherTypedData } from '@vitrine/market'
import { freePort } from '@vitrine/testkit'
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  parseEventLogs,
  publicActions,
  walletActions,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { collectionFactoryAbi, collectionFactoryBytecode, creatorCollectionAbi } from './index.ts'

// anvil's dev accounts: a creator, a buyer, a royalty receiver, a stranger.
const creator = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const buyer = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const receiver = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
const stranger = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6')

let anvil: Awaited<ReturnType<typeof startAnvil>>
let client: ReturnType<typeof makeClient>
let factory: Address
const makeClient = (rpcUrl: string) =>
  createTestClient({ chain: foundry, mode: 'anvil', transport: http(rpcUrl) })
    .extend(publicActions)
    .extend(walletActions)
const wallet = (account: typeof creator) =>
  createWalletClient({ account, chain: foundry, transport: http(anvil.rpcUrl) })

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: foundry.id })
  client = makeClient(anvil.rpcUrl)
  const hash = await client.deployContract({
    account: creator,
    abi: collectionFactoryAbi,
    bytecode: collectionFactoryBytecode,
  })
  factory = (await client.waitForTransactionReceipt({ hash })).contractAddress as Address
})
afterAll(() => anvil?.stop())

async function createCollection(maxSupply = 0n): Promise<Address> {
  const hash = await wallet(creator).writeContract({
    address: factory,
    abi: collectionFactoryAbi,
    functionName: 'createCollection',
    args: ['Lazy', 'LAZY', 'https://vitrine.example/lazy.json', maxSupply, receiver.address, 500n],
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  const [created] = parseEventLogs({ abi: collectionFactoryAbi, logs: receipt.logs, eventName: 'CollectionCreated' })
  return created?.args.collection as Address
}

let nonce = 0n
function voucherOf(collection: Address, overrides: Partial<MintVoucher> = {}): MintVoucher {
  nonce += 1n
  return {
    collection,
    tokenId: lazyTokenId(creator.address, nonce),
    uri: `ipfs://lazy/${nonce}.json`,
    price: parseEther('1'),
    currency: zeroAddress,
    royaltyReceiver: zeroAddress,
    royaltyBps: 0n,
    expiry: BigInt(Math.floor(Date.now() / 1000) + 3600),
    nonce,
    ...overrides,
  }
}
const sign = (voucher: MintVoucher, signer = creator) =>
  wallet(signer).signTypedData(mintVoucherTypedData(foundry.id, voucher))

async function redeem(voucher: MintVoucher, signature: Hex, value = voucher.price) {
  const { request } = await client.simulateContract({
    account: buyer,
    address: voucher.collection,
    abi: creatorCollectionAbi,
    functionName: 'redeem',
    args: [voucher, signature],
    value,
  })
  return client.waitForTransactionReceipt({ hash: await wallet(buyer).writeContract(request) })
}

async function revertReason(call: Promise<unknown>): Promise<string | undefined> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof BaseError)) return undefined
  const revert = error.walk((e) => e instanceof ContractFunctionRevertedError) as ContractFunctionRevertedError | null
  return revert?.data?.errorName
}

describe('CreatorCollection lazy minting (redeem)', () => {
  test('one transaction mints to the buyer, pays the royalty receiver and the creator the rest', async () => {
    const collection = await createCollection()
    const voucher = voucherOf(collection)
    const signature = await sign(voucher)
    const before = {
      creator: await client.getBalance({ address: creator.address }),
      receiver: await client.getBalance({ address: receiver.address }),
    }
    const receipt = await redeem(voucher, signature)
    expect(receipt.status).toBe('success')
    const read = <T>(functionName: 'ownerOf' | 'tokenURI', args: readonly unknown[]) =>
      client.readContract({ address: collection, abi: creatorCollectionAbi, functionName, args } as never) as Promise<T>
    expect(await read<Address>('ownerOf', [voucher.tokenId])).toBe(buyer.address)
    expect(await read<string>('tokenURI', [voucher.tokenId])).toBe(voucher.uri)
    // The default royalty: 5% to the receiver; the creator gets 95%.
    expect((await client.getBalance({ address: receiver.address })) - before.receiver).toBe(parseEther('0.05'))
    expect((await client.getBalance({ address: creator.address })) - before.creator).toBe(parseEther('0.95'))
    const [redeemed] = parseEventLogs({ abi: creatorCollectionAbi, logs: receipt.logs, eventName: 'Redeemed' })
    expect(redeemed?.args).toMatchObject({
      orderHash: getVoucherHash(foundry.id, voucher),
      tokenId: voucher.tokenId,
      buyer: buyer.address,
      creator: creator.address,
      price: voucher.price,
    })
    expect(
      await client.readContract({
        address: collection,
        abi: creatorCollectionAbi,
        functionName: 'voucherHash',
        args: [voucher],
      }),
    ).toBe(getVoucherHash(foundry.id, voucher))
  })

  test("the voucher's own royalty is set on the token and paid", async () => {
    const collection = await createCollection()
    const voucher = voucherOf(collection, { royaltyReceiver: stranger.address, royaltyBps: 1000n })
    const before = await client.getBalance({ address: stranger.address })
    await redeem(voucher, await sign(voucher))
    expect((await client.getBalance({ address: stranger.address })) - before).toBe(parseEther('0.1'))
    const [to, amount] = await client.readContract({
      address: collection,
      abi: creatorCollectionAbi,
      functionName: 'royaltyInfo',
      args: [voucher.tokenId, 1000n],
    })
    expect([to, amount]).toEqual([stranger.address, 100n])
  })

  test('a voucher is redeemed once; a revoked nonce never', async () => {
    const collection = await createCollection()
    const voucher = voucherOf(collection)
    const signature = await sign(voucher)
    await redeem(voucher, signature)
    expect(await revertReason(redeem(voucher, signature))).toBe('VoucherNonceUsed')
    // Another token under the same nonce: refused too.
    const again = { ...voucher, tokenId: voucher.tokenId + 1000n }
    expect(await revertReason(redeem(again, await sign(again)))).toBe('VoucherNonceUsed')

    const revoked = voucherOf(collection)
    const revokedSignature = await sign(revoked)
    const hash = await wallet(creator).writeContract({
      address: collection,
      abi: creatorCollectionAbi,
      functionName: 'revokeNonce',
      args: [revoked.nonce],
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    const [event] = parseEventLogs({ abi: creatorCollectionAbi, logs: receipt.logs, eventName: 'NonceRevoked' })
    expect(event?.args).toEqual({ nonce: revoked.nonce, creator: creator.address })
    expect(await revertReason(redeem(revoked, revokedSignature))).toBe('VoucherNonceUsed')
    // Only the owner revokes.
    expect(
      await revertReason(
        client.simulateContract({
          account: stranger,
          address: collection,
          abi: creatorCollectionAbi,
          functionName: 'revokeNonce',
          args: [999n],
        }),
      ),
    ).toBe('OwnableUnauthorizedAccount')
  })

  test('refused: a signer not the owner, a past expiry, a wrong payment, a foreign token id', async () => {
    const collection = await createCollection()
    const bySomeoneElse = voucherOf(collection)
    expect(await revertReason(redeem(bySomeoneElse, await sign(bySomeoneElse, stranger)))).toBe('VoucherBadSignature')
    const tampered = voucherOf(collection)
    expect(await revertReason(redeem({ ...tampered, price: 1n }, await sign(tampered), 1n))).toBe('VoucherBadSignature')
    const expired = voucherOf(collection, { expiry: 1n })
    expect(await revertReason(redeem(expired, await sign(expired)))).toBe('VoucherExpired')
    const cheap = voucherOf(collection)
    expect(await revertReason(redeem(cheap, await sign(cheap), cheap.price - 1n))).toBe('WrongPayment')
    const smallId = voucherOf(collection, { tokenId: 1n })
    expect(await revertReason(redeem(smallId, await sign(smallId)))).toBe('VoucherWrongTokenId')
    const elsewhere = voucherOf(await createCollection())
    expect(await revertReason(redeem({ ...elsewhere }, await sign(elsewhere)).then(() => null))).toBeUndefined()
    const wrongCollection = { ...voucherOf(collection), collection: elsewhere.collection }
    expect(
      await revertReason(
        client.simulateContract({
          account: buyer,
          address: collection,
          abi: creatorCollectionAbi,
          functionName: 'redeem',
          args: [wrongCollection, await sign(wrongCollection)],
          value: wrongCollection.price,
        }),
      ),
    ).toBe('VoucherWrongCollection')
  })

  test('a voucher priced in a token other than ETH is refused: only ETH is supported', async () => {
    const collection = await createCollection()
    const inToken = voucherOf(collection, { currency: stranger.address })
    expect(await revertReason(redeem(inToken, await sign(inToken)))).toBe('UnsupportedCurrency')
  })

  test('the supply cap counts minted and redeemed tokens alike', async () => {
    const collection = await createCollection(2n)
    const hash = await wallet(creator).writeContract({
      address: collection,
      abi: creatorCollectionAbi,
      functionName: 'mint',
      args: [creator.address, 'ipfs://one.json'],
    })
    await client.waitForTransactionReceipt({ hash })
    const second = voucherOf(collection)
    await redeem(second, await sign(second))
    const third = voucherOf(collection)
    expect(await revertReason(redeem(third, await sign(third)))).toBe('MaxSupplyExceeded')
    expect(
      await client.readContract({ address: collection, abi: creatorCollectionAbi, functionName: 'totalSupply' }),
    ).toBe(2n)
  })
})
