import { randomUUID } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { devAccount } from '@vitrine/devchain'
import { freePort, waitFor } from '@vitrine/testkit'
import Moralis from 'moralis-v1/node'
import pg from 'pg'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { type ServerProcess, spawnServer } from '../../test/spawnServer.ts'

/**
 * The operator's cloud code (CLOUD_CODE) on a backend of its own — two workers, development mode,
 * its own database — with moralis-v1 as the client: the tutorial's `updateActiveItems.js`
 * keeping `ActiveItem` from synced rows (written here with the master key, as event sync does).
 */
const stack = inject('stack')
const fixtures = fileURLToPath(new URL('../../test/cloudCode', import.meta.url))
const folder = mkdtempSync(join(tmpdir(), 'vitrine-cloud-code-'))
cpSync(fixtures, folder, { recursive: true })
const database = `cloudcode_${randomUUID().slice(0, 8)}`
const databaseUrl = Object.assign(new URL(stack.databaseUrl), { pathname: `/${database}` }).toString()
const admin = new pg.Pool({ connectionString: stack.databaseUrl, max: 1 })
await admin.query(`CREATE DATABASE ${database}`)
// biome-ignore lint/suspicious/noExplicitAny: Parse's answers are untyped JSON
type Any = any

let server: ServerProcess
let base = ''

async function start(env: Record<string, string> = {}) {
  const port = await freePort()
  base = `http://localhost:${port}/server`
  const started = spawnServer({
    PORT: String(port),
    SERVER_URL: base,
    DATABASE_URL: databaseUrl,
    RPC_URL: stack.rpcUrl,
    MASTER_KEY: stack.masterKey,
    SERVER_WORKERS: '2',
    NODE_ENV: 'development',
    CLOUD_CODE: join(folder, 'main.js'),
    ...env,
  })
  await waitFor(() => started.output().includes('"ready"') || started.child.exitCode !== null, 90_000)
  if (!started.output().includes('"ready"')) throw new Error(`the server did not start:\n${started.output()}`)
  return started
}

async function stop(process: ServerProcess) {
  if (process.child.exitCode === null) process.child.kill('SIGTERM')
  await process.exited
}

/** A call with the master key, as an operator's script or event sync writes. */
async function asMaster(method: string, path: string, body?: unknown): Promise<Any> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'X-Parse-Application-Id': stack.appId,
      'X-Parse-Master-Key': stack.masterKey,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return response.json()
}

const marketplace = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const nft = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const seller = devAccount(1).address.toLowerCase()
const listed = (tokenId: string, confirmed: boolean) => ({
  address: marketplace,
  nftAddress: nft,
  tokenId,
  price: '1000000000000000000',
  seller,
  confirmed,
})
const activeItems = (tokenId: string) =>
  new Moralis.Query('ActiveItem').equalTo('nftAddress', nft).equalTo('tokenId', tokenId).find()

beforeAll(async () => {
  server = await start()
  Moralis.User.enableUnsafeCurrentUser()
  await Moralis.start({ serverUrl: base, appId: stack.appId })
}, 120_000)

afterAll(async () => {
  if (server) await stop(server)
  rmSync(folder, { recursive: true, force: true })
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await admin.end()
})

describe('CLOUD_CODE, the tutorial marketplace', () => {
  test('the file (and the siblings it requires) loads in every worker', () => {
    const loaded = server.output().match(/"message":"cloud code loaded"/g) ?? []
    expect(loaded).toHaveLength(2)
  })

  test('a listing keeps ActiveItem once confirmed, readable with the app id alone; a sale removes it', async () => {
    const pending = await asMaster('POST', '/classes/ItemListed', listed('1', false))
    expect(pending.objectId).toBeTypeOf('string')
    // A confirmed listing of another token: once its item is there, the first trigger has run too.
    await asMaster('POST', '/classes/ItemListed', listed('2', true))
    // (Until cloud code creates the class, a client's query of it is refused: the class is missing.)
    await waitFor(async () => (await activeItems('2').catch(() => [])).length === 1, 10_000)
    expect(await activeItems('1')).toHaveLength(0)

    // Saved a second time, confirmed (as Moralis did): the item appears, with the listing's fields.
    await asMaster('PUT', `/classes/ItemListed/${pending.objectId}`, { confirmed: true })
    await waitFor(async () => (await activeItems('1')).length === 1, 10_000)
    const [item] = await activeItems('1')
    expect(item?.get('price')).toBe('1000000000000000000')
    expect(item?.get('seller')).toBe(seller)
    expect(item?.get('marketplaceAddress')).toBe(marketplace)
    expect(Moralis.User.current()).toBeFalsy()

    // Cloud code created the class: anyone reads it, only the master key (and cloud code) writes.
    const schema = await asMaster('GET', '/schemas/ActiveItem')
    expect(schema.classLevelPermissions).toMatchObject({ find: { '*': true }, get: { '*': true }, create: {} })
    await expect(new Moralis.Object('ActiveItem').save({ tokenId: '9' })).rejects.toMatchObject({ code: 119 })

    await asMaster('POST', '/classes/ItemBought', { ...listed('1', false), buyer: devAccount(2).address })
    await asMaster('POST', '/classes/ItemBought', { ...listed('1', true), buyer: devAccount(2).address })
    await waitFor(async () => (await activeItems('1')).length === 0, 10_000)
    expect(await activeItems('2')).toHaveLength(1)
    await asMaster('POST', '/classes/ItemCanceled', listed('2', true))
    await waitFor(async () => (await activeItems('2')).length === 0, 10_000)
    expect(server.output()).toMatch(/"part":"cloudCode".*"message":"Found item!"/)
  })

  test('a client still cannot create a class', async () => {
    const error = await new Moralis.Object('BrandNewClass').save({ note: 'x' }).catch((caught: Any) => caught)
    expect(error).toMatchObject({ code: 119 })
    expect((await asMaster('GET', '/schemas/BrandNewClass')).code).toBe(103)
  })

  test("cloud code's write to _User without a key is not elevated", async () => {
    const user = await asMaster('POST', '/users', { username: `cc_${randomUUID().slice(0, 8)}`, password: 'pw' })
    const error = await Moralis.Cloud.run('renameSomeone', { userId: user.objectId }).catch((caught: Any) => caught)
    // Parse's own refusal of a user saved without their session (206), passed through the function.
    expect(error).toMatchObject({ code: 206, message: 'Permission denied' })
    expect((await asMaster('GET', `/users/${user.objectId}`)).username).not.toBe('renamed-by-cloud-code')
  })

  test('a throw in afterSave is logged with its cause and the save kept; one in beforeSave fails that save (141)', async () => {
    const flaky = await asMaster('POST', '/classes/Flaky', { note: 'kept' })
    expect((await asMaster('GET', `/classes/Flaky/${flaky.objectId}`)).note).toBe('kept')
    await waitFor(
      () =>
        /afterSave of Flaky failed.*broke on purpose|broke on purpose.*afterSave of Flaky failed/.test(server.output()),
      5_000,
    )

    const refused = await asMaster('POST', '/classes/Guarded', { refuse: true })
    expect(refused).toEqual({ code: 141, error: 'Guarded refuses this save' })
    expect((await asMaster('POST', '/classes/Guarded', { refuse: false })).objectId).toBeTypeOf('string')
  })

  test('cloud functions are callable with the app id; Moralis.Units and Moralis.Web3API answer in cloud code', async () => {
    expect(await Moralis.Cloud.run('greet', { name: 'Ada' })).toBe('Hello, Ada!')
    const address = devAccount(0).address
    const helpers: Any = await Moralis.Cloud.run('cloudHelpers', { chain: '0x7a69', address })
    const balance = await createPublicClient({ transport: http(stack.rpcUrl) }).getBalance({ address })
    expect(helpers).toEqual({ oneEth: '1000000000000000000', fromWei: 2.5, balance: { balance: balance.toString() } })
    // An unknown function stays closed, as before.
    const unknown = await fetch(`${base}/functions/notDefinedAnywhere`, {
      method: 'POST',
      headers: { 'X-Parse-Application-Id': stack.appId, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(await unknown.json()).toMatchObject({ code: 119 })
  })

  test('in development a change to a sibling reloads it in every worker; a broken change keeps the code', async () => {
    const greeting = join(folder, 'greeting.js')
    const original = readFileSync(greeting, 'utf8')
    writeFileSync(greeting, original.replace('Hello,', 'Howdy,'))
    const greets = async () => {
      const answers = await Promise.all([1, 2, 3, 4].map(() => Moralis.Cloud.run('greet', { name: 'Ada' })))
      return answers.every((answer) => answer === 'Howdy, Ada!')
    }
    await waitFor(greets, 10_000)
    expect(server.output().match(/"message":"cloud code reloaded"/g)?.length).toBeGreaterThanOrEqual(2)

    writeFileSync(greeting, `${original}\n this is not JavaScript (`)
    await waitFor(() => /cloud code reload failed; the previous code is kept/.test(server.output()), 10_000)
    expect(await greets()).toBe(true)
    writeFileSync(greeting, original)
    await waitFor(async () => (await Moralis.Cloud.run('greet', { name: 'Ada' })) === 'Hello, Ada!', 10_000)
  })

  test("an operator's permissions on a cloud code class survive a restart (one process, no workers)", {
    timeout: 120_000,
  }, async () => {
    const signedInOnly = { requiresAuthentication: true }
    const permissions = {
      find: signedInOnly,
      count: signedInOnly,
      get: signedInOnly,
      create: {},
      update: {},
      delete: {},
      addField: {},
      protectedFields: { '*': [] },
    }
    await asMaster('PUT', '/schemas/ActiveItem', { classLevelPermissions: permissions })
    await stop(server)
    server = await start({ SERVER_WORKERS: '1' })
    expect((await asMaster('GET', '/schemas/ActiveItem')).classLevelPermissions).toEqual(permissions)
    // The single-process path loads the cloud code too.
    expect(server.output().match(/"message":"cloud code loaded"/g)).toHaveLength(1)
    const greeting = await fetch(`${base}/functions/greet`, {
      method: 'POST',
      headers: { 'X-Parse-Application-Id': stack.appId, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bo' }),
    })
    expect(await greeting.json()).toEqual({ result: 'Hello, Bo!' })
  })
})

describe('a CLOUD_CODE that cannot load', () => {
  test('one that defines a Vitrine function stops the start with a sentence', { timeout: 120_000 }, async () => {
    const port = await freePort()
    const refused = spawnServer({
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      RPC_URL: stack.rpcUrl,
      MASTER_KEY: stack.masterKey,
      SERVER_WORKERS: '1',
      CLOUD_CODE: join(folder, 'overridesVitrine.js'),
    })
    expect(await refused.exited).toBe(1)
    expect(refused.output()).toMatch(
      /CloudCodeLoadError.*getNFTs is one of Vitrine's own cloud functions|getNFTs is one of Vitrine's own cloud functions.*CloudCodeLoadError/,
    )
    expect(refused.output()).not.toContain('"ready"')
  })
})
