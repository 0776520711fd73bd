import { OrderRefusal } from '@vitrine/api'
import { collectionFactoryAbi, creatorCollectionAbi } from '@vitrine/contracts'
import { walletFor } from '@vitrine/devchain'
import { getVoucherHash, lazyTokenId, type MintVoucher, mintVoucherTypedData, toMintVoucherJson } from '@vitrine/market'
import pg from 'pg'
import sharp from 'sharp'
import {
  type Address,
  createPublicClient,
  type Hash,
  http,
  numberToHex,
  parseEther,
  parseEventLogs,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { callFunction } from '../../test/marketWorld.ts'

/**
 * Attack 7 of issue 50, replayed against the real stack (PostgreSQL, anvil, the backend): a lazy
 * listing that shows an item other than the one its buyer gets. The existing token is written as
 * the indexer writes it (no indexer runs beside the test backend).
 */
const { rpcUrl, deployment, databaseUrl, serverUrl } = inject('stack')
const db = new pg.Pool({ connectionString: databaseUrl, max: 2 })
const client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
const mined = (hash: Hash) => client.waitForTransactionReceipt({ hash })
// Accounts of this file alone: no other test file sends from them at the same time.
const victim = privateKeyToAccount(generatePrivateKey())
const attacker = privateKeyToAccount(generatePrivateKey())

/** The victim's item, as its collection's metadata says and the indexer stored it. */
const DUNES_1 = {
  name: 'Dunes #1',
  description: 'Wind over sand, the first of ten.',
  image: 'https://art.example/dunes/1.png',
  attributes: [
    { trait_type: 'Palette', value: 'Dusk' },
    { trait_type: 'Wind', value: 'North' },
  ],
}
const DUNES_1_URI = 'https://art.example/dunes/1.json'
const dataUri = (document: unknown) => `data:application/json,${encodeURIComponent(JSON.stringify(document))}`
/** A one-colour square as an inline SVG picture: the media service renders it like any picture. */
const square = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${colour}"/></svg>`)}`

let dunes: Address
let shelf: Address

async function createCollection(owner: typeof victim, name: string): Promise<Address> {
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [owner.address, numberToHex(parseEther('10'))] as never,
  })
  const receipt = await mined(
    await walletFor(owner, rpcUrl, 31337).writeContract({
      address: deployment.collectionFactory,
      abi: collectionFactoryAbi,
      functionName: 'createCollection',
      args: [name, name.slice(0, 4).toUpperCase(), '', 0n, owner.address, 0n],
    }),
  )
  const [created] = parseEventLogs({ abi: collectionFactoryAbi, logs: receipt.logs, eventName: 'CollectionCreated' })
  return created?.args.collection as Address
}

beforeAll(async () => {
  dunes = await createCollection(victim, 'Dunes')
  shelf = await createCollection(attacker, 'Shelf')
  await mined(
    await walletFor(victim, rpcUrl, 31337).writeContract({
      address: dunes,
      abi: creatorCollectionAbi,
      functionName: 'mint',
      args: [victim.address, DUNES_1_URI],
    }),
  )
  await db.query(
    `INSERT INTO nft.collections (chain_id, address, standard, first_block, name) VALUES (31337, $1, 'ERC721', 1, 'Dunes')`,
    [dunes],
  )
  await db.query(
    `INSERT INTO nft.tokens (chain_id, address, token_id, first_block, token_uri, metadata_status, name, description, image, attributes)
     VALUES (31337, $1, 1, 1, $2, 'ok', $3, $4, $5, $6)`,
    [dunes, DUNES_1_URI, DUNES_1.name, DUNES_1.description, DUNES_1.image, JSON.stringify(DUNES_1.attributes)],
  )
})
afterAll(async () => {
  await db.query('DELETE FROM nft.tokens WHERE address = $1', [dunes])
  await db.query('DELETE FROM nft.collections WHERE address = $1', [dunes])
  await db.end()
})

let nonce = 0n
const voucherOf = (uri: string, overrides: Partial<MintVoucher> = {}): MintVoucher => {
  nonce += 1n
  return {
    collection: shelf,
    tokenId: lazyTokenId(attacker.address, nonce),
    uri,
    price: parseEther('0.05'),
    currency: zeroAddress,
    royaltyReceiver: zeroAddress,
    royaltyBps: 0n,
    expiry: BigInt(Math.floor(Date.now() / 1000) + 3600),
    nonce,
    ...overrides,
  }
}
const post = async (voucher: MintVoucher) =>
  callFunction('postOrder', {
    kind: 'lazy',
    source: 'rarible',
    voucher: toMintVoucherJson(voucher),
    signature: await walletFor(attacker, rpcUrl, 31337).signTypedData(mintVoucherTypedData(31337, voucher)),
  })
const stored = async (voucher: MintVoucher) =>
  (await db.query('SELECT 1 FROM market.orders WHERE order_hash = $1', [getVoucherHash(31337, voucher)])).rowCount ?? 0

describe('a lazy listing copying an existing item is refused', () => {
  test("a voucher naming an existing token's token URI: 400 in words, nothing stored", async () => {
    const copy = voucherOf(DUNES_1_URI)
    const answer = await post(copy)
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: OrderRefusal.duplicateItem })
    expect(answer.error).toBe(
      `This voucher's item is a copy: its token URI is that of "Dunes #1" (token 1 of ${dunes}), an item that exists already. A lazy listing must be an item of its own, with its own token URI and metadata.`,
    )
    expect(await stored(copy)).toBe(0)
  })

  test("a voucher whose document is an existing token's by content (keys reordered, respaced, a field never shown added): refused", async () => {
    const reordered = {
      attributes: [...DUNES_1.attributes].reverse(),
      image: DUNES_1.image,
      external_url: 'https://elsewhere.example',
      description: DUNES_1.description,
      name: DUNES_1.name,
    }
    const copy = voucherOf(`data:application/json,${encodeURIComponent(JSON.stringify(reordered, null, 3))}`)
    const answer = await post(copy)
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: OrderRefusal.duplicateItem })
    expect(answer.error).toMatch(/its metadata document is that of "Dunes #1" \(token 1 of 0x[0-9a-fA-F]{40}\)/)
    expect(await stored(copy)).toBe(0)
    // An item of its own is listed.
    const own = voucherOf(dataUri({ ...DUNES_1, name: 'Shelf Sparrow', image: square('#c0392b') }))
    expect((await post(own)).status).toBe(200)
    expect(await stored(own)).toBe(1)
  })

  test('two vouchers of one new document, posted at once: one is listed, the other refused as its copy', async () => {
    for (let round = 0; round < 4; round++) {
      const document = {
        name: `Twin ${round}`,
        image: square('#2e86c1'),
        attributes: [{ trait_type: 'Round', value: round }],
      }
      // Two URIs of one document (spacing apart), and two tokens: only the content says they are one item.
      const pair = [
        voucherOf(dataUri(document)),
        voucherOf(`data:application/json,${encodeURIComponent(JSON.stringify(document, null, 1))}`),
      ]
      const answers = await Promise.all(pair.map(post))
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
      expect(answers.find((answer) => answer.status === 400)?.code).toBe(OrderRefusal.duplicateItem)
      expect((await stored(pair[0] as MintVoucher)) + (await stored(pair[1] as MintVoucher))).toBe(1)
    }
  })
})

describe('two vouchers of one token id each show their own item', () => {
  test('each order answers its own name, and /media its own picture', async () => {
    const tokenId = lazyTokenId(attacker.address, 999_999n)
    const rose = voucherOf(dataUri({ name: 'Lazy Rose', image: square('#ff0000') }), { tokenId })
    const sea = voucherOf(dataUri({ name: 'Lazy Sea', image: square('#0000ff') }), { tokenId })
    for (const voucher of [rose, sea]) expect((await post(voucher)).status).toBe(200)
    const shown = async (voucher: MintVoucher) => {
      const orderHash = getVoucherHash(31337, voucher)
      const { result } = await callFunction('getOrder', { orderHash })
      const picture = await fetch(
        `${new URL(serverUrl).origin}/media/31337/${shelf}/${tokenId}?w=128&order=${orderHash}`,
      )
      const { data } = await sharp(Buffer.from(await picture.arrayBuffer()))
        .raw()
        .toBuffer({ resolveWithObject: true })
      // WebP is lossy: the colour by its strongest channel.
      const [red = 0, , blue = 0] = data.subarray(0, 3)
      const colour =
        red > 200 && blue < 60 ? 'red' : blue > 200 && red < 60 ? 'blue' : `rgb ${[...data.subarray(0, 3)]}`
      return { name: result.lazyItem?.name, media: picture.headers.get('x-vitrine-media'), colour }
    }
    expect(await shown(rose)).toEqual({ name: 'Lazy Rose', media: 'picture', colour: 'red' })
    expect(await shown(sea)).toEqual({ name: 'Lazy Sea', media: 'picture', colour: 'blue' })
  })
})
