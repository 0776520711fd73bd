import { startAnvil } from '@vitrine/devchain'
import { freePort } from '@vitrine/testkit'
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  keccak256,
  parseEventLogs,
  publicActions,
  toHex,
  walletActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  collectionFactoryAbi,
  collectionFactoryBytecode,
  creatorCollectionAbi,
  creatorEditionAbi,
  tutorialMarketplaceAbi,
  tutorialMarketplaceBytecode,
} from './index.ts'

// anvil's first two dev accounts: a creator and a collector.
const creator = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const collector = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

let anvil: Awaited<ReturnType<typeof startAnvil>>
let client: ReturnType<typeof makeClient>
let factory: Address
const makeClient = (rpcUrl: string) =>
  createTestClient({ chain: foundry, mode: 'anvil', transport: http(rpcUrl) })
    .extend(publicActions)
    .extend(walletActions)

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

/** Sends a write as `account` and waits for it; returns the receipt. */
async function send(account: typeof creator, request: Parameters<typeof client.simulateContract>[0]) {
  const { request: prepared } = await client.simulateContract({ ...request, account })
  const hash = await createWalletClient({ account, chain: foundry, transport: http(anvil.rpcUrl) }).writeContract(
    prepared,
  )
  return client.waitForTransactionReceipt({ hash })
}

async function createCollection(maxSupply = 0n) {
  const receipt = await send(creator, {
    address: factory,
    abi: collectionFactoryAbi,
    functionName: 'createCollection',
    args: ['Dunes', 'DUNE', 'https://vitrine.example/dunes.json', maxSupply, creator.address, 500n],
  })
  const [created] = parseEventLogs({ abi: collectionFactoryAbi, logs: receipt.logs, eventName: 'CollectionCreated' })
  return { address: created?.args.collection as Address, event: created, gasUsed: receipt.gasUsed }
}

/** The custom error a reverted call would raise, by name. */
async function revertReason(call: Promise<unknown>): Promise<string | undefined> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof BaseError)) return undefined
  const revert = error.walk((e) => e instanceof ContractFunctionRevertedError) as ContractFunctionRevertedError | null
  return revert?.data?.errorName
}

describe('CollectionFactory and CreatorCollection (ERC-721)', () => {
  test('a collection is a cheap clone, owned by its creator, announced by CollectionCreated', async () => {
    const { address, event, gasUsed } = await createCollection()
    expect(event?.args).toMatchObject({ owner: creator.address, standard: 0, name: 'Dunes', symbol: 'DUNE' })
    expect(await client.getCode({ address })).toHaveLength(2 + 45 * 2) // ERC-1167 minimal proxy
    expect(gasUsed).toBeLessThan(400_000n)
    const read = (functionName: 'owner' | 'name' | 'contractURI') =>
      client.readContract({ address, abi: creatorCollectionAbi, functionName })
    expect(await read('owner')).toBe(creator.address)
    expect(await read('name')).toBe('Dunes')
    expect(await read('contractURI')).toBe('https://vitrine.example/dunes.json')
  })

  test('mint and batch mint: sequential ids, token URIs, Transfer events', async () => {
    const { address } = await createCollection()
    const receipt = await send(creator, {
      address,
      abi: creatorCollectionAbi,
      functionName: 'mintBatch',
      args: [collector.address, ['ipfs://a', 'ipfs://b', 'ipfs://c']],
    })
    const transfers = parseEventLogs({ abi: creatorCollectionAbi, logs: receipt.logs, eventName: 'Transfer' })
    expect(transfers.map((t) => t.args.tokenId)).toEqual([1n, 2n, 3n])
    expect(receipt.logs.filter((log) => log.topics.length === 4)).toHaveLength(3)
    await send(creator, {
      address,
      abi: creatorCollectionAbi,
      functionName: 'mint',
      args: [collector.address, 'ipfs://d'],
    })
    expect(await client.readContract({ address, abi: creatorCollectionAbi, functionName: 'ownerOf', args: [4n] })).toBe(
      collector.address,
    )
    expect(
      await client.readContract({ address, abi: creatorCollectionAbi, functionName: 'tokenURI', args: [2n] }),
    ).toBe('ipfs://b')
    expect(await client.readContract({ address, abi: creatorCollectionAbi, functionName: 'totalSupply' })).toBe(4n)
  })

  test('mintBatchOnce: a row key mints once, so a batch sent again mints only its rows not minted yet', async () => {
    const { address } = await createCollection()
    const keys = ['row-1', 'row-2', 'row-3'].map((row) => keccak256(toHex(row)))
    const mintOnce = (uris: string[], rowKeys: Hex[]) =>
      send(creator, {
        address,
        abi: creatorCollectionAbi,
        functionName: 'mintBatchOnce',
        args: [creator.address, uris, rowKeys],
      })
    const ids = (rowKeys: Hex[]) =>
      client.readContract({ address, abi: creatorCollectionAbi, functionName: 'tokensOfKeys', args: [rowKeys] })
    expect(await ids(keys)).toEqual([0n, 0n, 0n])
    await mintOnce(['ipfs://1', 'ipfs://2'], keys.slice(0, 2))
    // The whole batch again: rows 1 and 2 are skipped, row 3 mints as the next token.
    const again = await mintOnce(['ipfs://1', 'ipfs://2', 'ipfs://3'], keys)
    const minted = parseEventLogs({ abi: creatorCollectionAbi, logs: again.logs, eventName: 'Transfer' })
    expect(minted.map((t) => t.args.tokenId)).toEqual([3n])
    expect(await ids(keys)).toEqual([1n, 2n, 3n])
    expect(
      await client.readContract({ address, abi: creatorCollectionAbi, functionName: 'tokenURI', args: [3n] }),
    ).toBe('ipfs://3')
    // Sent once more with nothing left: a transaction that mints nothing.
    await mintOnce(['ipfs://1', 'ipfs://2', 'ipfs://3'], keys)
    expect(await client.readContract({ address, abi: creatorCollectionAbi, functionName: 'totalSupply' })).toBe(3n)
    const refusal = (uris: string[], rowKeys: Hex[], account = creator) =>
      revertReason(
        client.simulateContract({
          account,
          address,
          abi: creatorCollectionAbi,
          functionName: 'mintBatchOnce',
          args: [account.address, uris, rowKeys],
        }),
      )
    expect(await refusal(['ipfs://x'], [])).toBe('LengthMismatch')
    expect(await refusal([], [])).toBe('EmptyBatch')
    expect(await refusal(['ipfs://x'], [keccak256(toHex('x'))], collector)).toBe('OwnableUnauthorizedAccount')
  })

  test('royalties: ERC-2981 info and interface', async () => {
    const { address } = await createCollection()
    const [receiver, amount] = await client.readContract({
      address,
      abi: creatorCollectionAbi,
      functionName: 'royaltyInfo',
      args: [1n, 10_000n],
    })
    expect(receiver).toBe(creator.address)
    expect(amount).toBe(500n)
    const supports = (id: `0x${string}`) =>
      client.readContract({ address, abi: creatorCollectionAbi, functionName: 'supportsInterface', args: [id] })
    expect(await supports('0x2a55205a')).toBe(true) // ERC-2981
    expect(await supports('0x80ac58cd')).toBe(true) // ERC-721
  })

  test('only the owner mints; a failed call decodes to its custom error', async () => {
    const { address } = await createCollection()
    const asCollector = client.simulateContract({
      account: collector,
      address,
      abi: creatorCollectionAbi,
      functionName: 'mint',
      args: [collector.address, 'ipfs://x'],
    })
    expect(await revertReason(asCollector)).toBe('OwnableUnauthorizedAccount')
  })

  test('the supply cap holds', async () => {
    const { address } = await createCollection(2n)
    await send(creator, {
      address,
      abi: creatorCollectionAbi,
      functionName: 'mintBatch',
      args: [creator.address, ['a', 'b']],
    })
    const third = client.simulateContract({
      account: creator,
      address,
      abi: creatorCollectionAbi,
      functionName: 'mint',
      args: [creator.address, 'c'],
    })
    expect(await revertReason(third)).toBe('MaxSupplyExceeded')
  })

  test('a clone cannot be initialised twice, nor the implementation at all', async () => {
    const { address } = await createCollection()
    const args = ['X', 'X', collector.address, '', 0n, collector.address, 0n] as const
    expect(
      await revertReason(
        client.simulateContract({
          account: collector,
          address,
          abi: creatorCollectionAbi,
          functionName: 'initialize',
          args,
        }),
      ),
    ).toBe('InvalidInitialization')
    const implementation = await client.readContract({
      address: factory,
      abi: collectionFactoryAbi,
      functionName: 'collectionImplementation',
    })
    expect(
      await revertReason(
        client.simulateContract({
          account: collector,
          address: implementation,
          abi: creatorCollectionAbi,
          functionName: 'initialize',
          args,
        }),
      ),
    ).toBe('InvalidInitialization')
  })
})

describe('CreatorEdition (ERC-1155)', () => {
  test('editions mint in amounts with URIs, TransferSingle/TransferBatch, royalties', async () => {
    const receipt = await send(creator, {
      address: factory,
      abi: collectionFactoryAbi,
      functionName: 'createEdition',
      args: ['Prints', 'PRNT', 'https://vitrine.example/prints.json', creator.address, 250n],
    })
    const [created] = parseEventLogs({ abi: collectionFactoryAbi, logs: receipt.logs, eventName: 'CollectionCreated' })
    expect(created?.args.standard).toBe(1)
    const address = created?.args.collection as Address

    const single = await send(creator, {
      address,
      abi: creatorEditionAbi,
      functionName: 'mint',
      args: [collector.address, 7n, 25n, 'ipfs://edition-7'],
    })
    expect(
      parseEventLogs({ abi: creatorEditionAbi, logs: single.logs, eventName: 'TransferSingle' })[0]?.args,
    ).toMatchObject({
      to: collector.address,
      id: 7n,
      value: 25n,
    })
    const batch = await send(creator, {
      address,
      abi: creatorEditionAbi,
      functionName: 'mintBatch',
      args: [creator.address, [7n, 8n], [1n, 3n]],
    })
    expect(parseEventLogs({ abi: creatorEditionAbi, logs: batch.logs, eventName: 'TransferBatch' })).toHaveLength(1)
    expect(
      await client.readContract({
        address,
        abi: creatorEditionAbi,
        functionName: 'balanceOf',
        args: [collector.address, 7n],
      }),
    ).toBe(25n)
    expect(await client.readContract({ address, abi: creatorEditionAbi, functionName: 'uri', args: [7n] })).toBe(
      'ipfs://edition-7',
    )
    const [, royalty] = await client.readContract({
      address,
      abi: creatorEditionAbi,
      functionName: 'royaltyInfo',
      args: [7n, 10_000n],
    })
    expect(royalty).toBe(250n)
  })

  test('mintNew numbers new editions above every id minted so far, each with its URI, in one transaction', async () => {
    const receipt = await send(creator, {
      address: factory,
      abi: collectionFactoryAbi,
      functionName: 'createEdition',
      args: ['Posters', 'POST', 'https://vitrine.example/posters.json', creator.address, 0n],
    })
    const address = parseEventLogs({ abi: collectionFactoryAbi, logs: receipt.logs, eventName: 'CollectionCreated' })[0]
      ?.args.collection as Address
    const read = (functionName: 'nextTokenId') => client.readContract({ address, abi: creatorEditionAbi, functionName })
    expect(await read('nextTokenId')).toBe(1n)
    // An edition minted by number (5) moves the counter past it: a new edition never reuses an id.
    await send(creator, {
      address,
      abi: creatorEditionAbi,
      functionName: 'mint',
      args: [creator.address, 5n, 1n, 'ipfs://poster-5'],
    })
    const fresh = await send(creator, {
      address,
      abi: creatorEditionAbi,
      functionName: 'mintNew',
      args: [collector.address, [10n, 3n], ['ipfs://a', 'ipfs://b']],
    })
    expect(
      parseEventLogs({ abi: creatorEditionAbi, logs: fresh.logs, eventName: 'TransferBatch' })[0]?.args,
    ).toMatchObject({
      to: collector.address,
      ids: [6n, 7n],
      values: [10n, 3n],
    })
    expect(await read('nextTokenId')).toBe(8n)
    const uri = (id: bigint) =>
      client.readContract({ address, abi: creatorEditionAbi, functionName: 'uri', args: [id] })
    expect([await uri(5n), await uri(6n), await uri(7n)]).toEqual(['ipfs://poster-5', 'ipfs://a', 'ipfs://b'])
    const refusal = (args: readonly [Address, readonly bigint[], readonly string[]], account = creator) =>
      send(account, { address, abi: creatorEditionAbi, functionName: 'mintNew', args }).then(
        () => 'minted',
        (error: BaseError) =>
          (error.walk((e) => e instanceof ContractFunctionRevertedError) as ContractFunctionRevertedError | null)?.data
            ?.errorName,
      )
    expect(await refusal([creator.address, [1n], ['ipfs://x', 'ipfs://y']])).toBe('LengthMismatch')
    expect(await refusal([creator.address, [], []])).toBe('EmptyBatch')
    expect(await refusal([collector.address, [1n], ['ipfs://x']], collector)).toBe('OwnableUnauthorizedAccount')
  })
  test('mintNewOnce: a row key mints one edition once; a batch sent again mints only its new rows, numbered on', async () => {
    const receipt = await send(creator, {
      address: factory,
      abi: collectionFactoryAbi,
      functionName: 'createEdition',
      args: ['Zines', 'ZINE', 'https://vitrine.example/zines.json', creator.address, 0n],
    })
    const address = parseEventLogs({ abi: collectionFactoryAbi, logs: receipt.logs, eventName: 'CollectionCreated' })[0]
      ?.args.collection as Address
    const keys = ['zine-1', 'zine-2', 'zine-3'].map((row) => keccak256(toHex(row)))
    const mintOnce = (count: number) =>
      send(creator, {
        address,
        abi: creatorEditionAbi,
        functionName: 'mintNewOnce',
        args: [
          collector.address,
          keys.slice(0, count).map(() => 4n),
          keys.slice(0, count).map((_, i) => `ipfs://z${i + 1}`),
          keys.slice(0, count),
        ],
      })
    await mintOnce(1)
    const again = await mintOnce(3)
    expect(
      parseEventLogs({ abi: creatorEditionAbi, logs: again.logs, eventName: 'TransferBatch' }).map((log) => log.args),
    ).toMatchObject([{ ids: [2n, 3n], values: [4n, 4n] }])
    // Nothing left: no transfer at all, and the counter stays.
    const none = await mintOnce(3)
    expect(parseEventLogs({ abi: creatorEditionAbi, logs: none.logs })).toEqual([])
    expect(
      await client.readContract({ address, abi: creatorEditionAbi, functionName: 'tokensOfKeys', args: [keys] }),
    ).toEqual([1n, 2n, 3n])
    expect(await client.readContract({ address, abi: creatorEditionAbi, functionName: 'nextTokenId' })).toBe(4n)
    expect(
      await client.readContract({
        address,
        abi: creatorEditionAbi,
        functionName: 'balanceOf',
        args: [collector.address, 1n],
      }),
    ).toBe(4n)
    expect(await client.readContract({ address, abi: creatorEditionAbi, functionName: 'uri', args: [3n] })).toBe(
      'ipfs://z3',
    )
  })
})

describe("TutorialMarketplace (the Moralis tutorials' marketplace)", () => {
  test("list, relist, buy, cancel: the tutorial's events, its custom errors, proceeds withdrawn", async () => {
    const { address: collection } = await createCollection()
    for (let i = 0; i < 2; i++) {
      await send(creator, {
        address: collection,
        abi: creatorCollectionAbi,
        functionName: 'mint',
        args: [creator.address, `ipfs://t${i}`],
      })
    }
    const deployed = await client.waitForTransactionReceipt({
      hash: await client.deployContract({
        account: creator,
        abi: tutorialMarketplaceAbi,
        bytecode: tutorialMarketplaceBytecode,
      }),
    })
    const market = deployed.contractAddress as Address
    const events = (receipt: { logs: Parameters<typeof parseEventLogs>[0]['logs'] }) =>
      parseEventLogs({ abi: tutorialMarketplaceAbi, logs: receipt.logs }).map((log) => [log.eventName, log.args])

    const unapproved = client.simulateContract({
      account: creator,
      address: market,
      abi: tutorialMarketplaceAbi,
      functionName: 'listItem',
      args: [collection, 1n, 10n],
    })
    expect(await revertReason(unapproved)).toBe('NotApprovedForMarketplace')
    for (const tokenId of [1n, 2n]) {
      await send(creator, {
        address: collection,
        abi: creatorCollectionAbi,
        functionName: 'approve',
        args: [market, tokenId],
      })
    }
    const listed = await send(creator, {
      address: market,
      abi: tutorialMarketplaceAbi,
      functionName: 'listItem',
      args: [collection, 1n, 1000n],
    })
    expect(events(listed)).toEqual([
      ['ItemListed', { seller: creator.address, nftAddress: collection, tokenId: 1n, price: 1000n }],
    ])
    const relisted = await send(creator, {
      address: market,
      abi: tutorialMarketplaceAbi,
      functionName: 'updateListing',
      args: [collection, 1n, 2000n],
    })
    expect(events(relisted)[0]?.[1]).toMatchObject({ price: 2000n })
    const cheap = client.simulateContract({
      account: collector,
      address: market,
      abi: tutorialMarketplaceAbi,
      functionName: 'buyItem',
      args: [collection, 1n],
      value: 1999n,
    })
    expect(await revertReason(cheap)).toBe('PriceNotMet')
    const bought = await send(collector, {
      address: market,
      abi: tutorialMarketplaceAbi,
      functionName: 'buyItem',
      args: [collection, 1n],
      value: 2000n,
    } as never)
    expect(events(bought)).toEqual([
      ['ItemBought', { buyer: collector.address, nftAddress: collection, tokenId: 1n, price: 2000n }],
    ])
    expect(
      await client.readContract({
        address: collection,
        abi: creatorCollectionAbi,
        functionName: 'ownerOf',
        args: [1n],
      }),
    ).toBe(collector.address)

    await send(creator, {
      address: market,
      abi: tutorialMarketplaceAbi,
      functionName: 'listItem',
      args: [collection, 2n, 5n],
    })
    const notOwner = client.simulateContract({
      account: collector,
      address: market,
      abi: tutorialMarketplaceAbi,
      functionName: 'cancelListing',
      args: [collection, 2n],
    })
    expect(await revertReason(notOwner)).toBe('NotOwner')
    const canceled = await send(creator, {
      address: market,
      abi: tutorialMarketplaceAbi,
      functionName: 'cancelListing',
      args: [collection, 2n],
    })
    expect(events(canceled)).toEqual([
      ['ItemCanceled', { seller: creator.address, nftAddress: collection, tokenId: 2n }],
    ])

    expect(
      await client.readContract({
        address: market,
        abi: tutorialMarketplaceAbi,
        functionName: 'getProceeds',
        args: [creator.address],
      }),
    ).toBe(2000n)
    await send(creator, { address: market, abi: tutorialMarketplaceAbi, functionName: 'withdrawProceeds' })
    expect(
      await client.readContract({
        address: market,
        abi: tutorialMarketplaceAbi,
        functionName: 'getProceeds',
        args: [creator.address],
      }),
    ).toBe(0n)
  })
})
