import { PassThrough } from 'node:stream'
import { expect, test } from 'vitest'
import { createLogger } from './createLogger.ts'

/** A logger writing into memory, as to a pipe: one JSON object per line. */
function capture(level: 'debug' | 'info' | 'warn' = 'info', secrets: string[] = []) {
  const out = new PassThrough()
  const err = new PassThrough()
  const lines = { out: [] as Record<string, unknown>[], err: [] as Record<string, unknown>[] }
  out.on('data', (chunk) => lines.out.push(...parse(chunk)))
  err.on('data', (chunk) => lines.err.push(...parse(chunk)))
  const logger = createLogger({ component: 'test', level, secrets, destination: { out, err } })
  return { logger, lines }
}
const parse = (chunk: Buffer) =>
  chunk
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)

test('a line is JSON with time, level, component and message; warnings and errors go to stderr only', () => {
  const { logger, lines } = capture()
  logger.info({ url: 'http://localhost:2053/server' }, 'ready')
  logger.warn('slow')
  logger.debug('hidden at info')
  expect(lines.out).toEqual([
    expect.objectContaining({
      level: 'info',
      component: 'test',
      message: 'ready',
      url: 'http://localhost:2053/server',
    }),
  ])
  expect(typeof lines.out[0]?.time).toBe('string')
  expect(lines.err).toEqual([expect.objectContaining({ level: 'warn', message: 'slow' })])
})

test('secret fields are censored at any depth, whatever their spelling', () => {
  const { logger, lines } = capture()
  logger.info({ password: 'hunter2', nested: { MASTER_KEY: 'k', headers: { 'X-Parse-Session-Token': 'r:abc' } } }, 'x')
  expect(lines.out[0]).toMatchObject({
    password: '***',
    nested: { MASTER_KEY: '***', headers: { 'X-Parse-Session-Token': '***' } },
  })
})

test('known secrets and URL credentials are scrubbed from messages, fields and errors', () => {
  const rpc = 'https://eth.example.com/v2/abcdef0123456789'
  const { logger, lines } = capture('info', [rpc, 'master-key-0123456789'])
  logger.info({ target: rpc, db: 'postgres://postgres:pw@127.0.0.1:5433/vitrine' }, `calling ${rpc}`)
  logger.error({ err: new Error('refused by master-key-0123456789') }, 'failed')
  const text = JSON.stringify(lines)
  expect(text).not.toContain('abcdef0123456789')
  expect(text).not.toContain('master-key-0123456789')
  expect(text).not.toContain(':pw@')
  expect(lines.out[0]).toMatchObject({
    message: 'calling https://eth.example.com/***',
    target: 'https://eth.example.com/***',
  })
  expect(lines.err[0]).toMatchObject({ message: 'failed', err: expect.objectContaining({ message: 'refused by ***' }) })
})
