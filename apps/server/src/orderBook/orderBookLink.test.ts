import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { OrderRefusal } from '@vitrine/api'
import { createLogger } from '@vitrine/runtime/logger'
import Parse from 'parse/node'
import { afterEach, expect, test } from 'vitest'
import { LOGGED } from '../http/parseLogAdapter.ts'
import { connectOrderBook, type PostOrder, serveOrderBook } from './orderBookLink.ts'

const log = createLogger({ component: 'test', level: 'silent' })
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function socketPath() {
  const folder = mkdtempSync(join(tmpdir(), 'order-book-link-'))
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
  return join(folder, 'order-book.sock')
}

async function serve(path: string, postOrder: PostOrder) {
  const served = await serveOrderBook(path, postOrder, log)
  cleanups.push(() => served.close())
  return served
}

function connect(path: string) {
  const link = connectOrderBook(path)
  cleanups.push(() => link.close())
  return link
}

/** Answers each order with its own salt after a delay that varies, so answers come out of order. */
const echoSalt: PostOrder = async (params) => {
  const salt = (params as { salt: number }).salt
  await new Promise((resolve) => setTimeout(resolve, (salt * 7) % 20))
  return { orderHash: `0x${salt.toString(16)}` }
}

test('calls made at once are answered each to its caller, whatever the order the keeper answers in', async () => {
  const path = socketPath()
  await serve(path, echoSalt)
  const link = connect(path)
  const answers = await Promise.all(Array.from({ length: 50 }, (_, salt) => link.post({ salt })))
  expect(answers).toEqual(Array.from({ length: 50 }, (_, salt) => ({ orderHash: `0x${salt.toString(16)}` })))
})

test("the keeper's Parse error arrives with its code and sentence; a 500 is not logged again", async () => {
  const path = socketPath()
  await serve(path, async (params) => {
    if ((params as { fault?: boolean }).fault)
      throw new Parse.Error(Parse.Error.INTERNAL_SERVER_ERROR, 'Internal server error.')
    throw new Parse.Error(OrderRefusal.notOwner, 'The seller does not hold the item (or not the amount listed).')
  })
  const link = connect(path)
  const refused = await link.post({}).catch((error: unknown) => error)
  expect(refused).toBeInstanceOf(Parse.Error)
  expect(refused).toMatchObject({
    code: OrderRefusal.notOwner,
    message: 'The seller does not hold the item (or not the amount listed).',
  })
  expect(LOGGED in (refused as object)).toBe(false)
  const fault = await link.post({ fault: true }).catch((error: unknown) => error)
  expect(fault).toMatchObject({ code: Parse.Error.INTERNAL_SERVER_ERROR, message: 'Internal server error.' })
  expect(LOGGED in (fault as object)).toBe(true)
})

test('while the keeper is away a call fails "try again" with its cause; the next keeper on the path answers', async () => {
  const path = socketPath()
  // What a keeper killed at once leaves: its socket's file, which the next keeper replaces.
  writeFileSync(path, '')
  const link = connect(path)
  const away = await link.post({ salt: 1 }).catch((error: unknown) => error)
  expect(away).toMatchObject({
    code: Parse.Error.CONNECTION_FAILED,
    message: 'Posting orders is temporarily unavailable: the order book is restarting. Try again shortly.',
  })
  expect((away as Error).cause).toBeInstanceOf(Error)

  // A call under way when the keeper goes fails the same way, not forever pending.
  let release = () => {}
  const keeper = await serveOrderBook(
    path,
    () =>
      new Promise((resolve) => {
        release = () => resolve({ orderHash: '0x1' })
      }),
    log,
  )
  const pending = link.post({ salt: 1 }).catch((error: unknown) => error)
  await new Promise((resolve) => setTimeout(resolve, 50))
  await keeper.close()
  release()
  expect(await pending).toMatchObject({ code: Parse.Error.CONNECTION_FAILED })

  await serve(path, echoSalt)
  expect(await link.post({ salt: 2 })).toEqual({ orderHash: '0x2' })
})
