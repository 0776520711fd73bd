import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { ConfigurationError } from './ConfigurationError.ts'
import { parseConfigValue, parseEnv } from './parseEnv.ts'
import { flag, list, port, shared } from './variables.ts'

const shape = { ...shared, WEB_PORT: port.default(3000), DEBUG_SQL: flag, HOSTS: list, SECRET: z.string().min(16) }

describe('parseEnv', () => {
  test('defaults fill what is not set; values are parsed from text', () => {
    const config = parseEnv('test', shape, {
      SECRET: 'x'.repeat(16),
      WEB_PORT: '4000',
      DEBUG_SQL: '1',
      HOSTS: 'a:1, b:2,',
    })
    expect(config).toMatchObject({ APP_ID: 'vitrine', CHAIN_ID: 31337, PORT: 2053, LOG_LEVEL: 'info', WEB_PORT: 4000 })
    expect(config.DEBUG_SQL).toBe(true)
    expect(config.HOSTS).toEqual(['a:1', 'b:2'])
  })

  test('every bad variable is named, on a line of its own', () => {
    const parse = () =>
      parseEnv('test', shape, { SECRET: 'short', PORT: 'eighty', DEBUG_SQL: 'yes', LOG_LEVEL: 'loud' })
    expect(parse).toThrow(ConfigurationError)
    const message = (() => {
      try {
        parse()
      } catch (error) {
        return (error as Error).message
      }
    })()
    expect(message?.split('\n')[0]).toBe('Invalid test configuration:')
    for (const name of ['SECRET', 'PORT', 'DEBUG_SQL', 'LOG_LEVEL'])
      expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'))
  })
})

describe('parseConfigValue', () => {
  test('rules between variables live in the schema; a sentence without a variable comes first, whole', () => {
    const schema = z
      .object({ A: z.string().optional(), B: z.string().optional(), NAME: z.string().default('') })
      .superRefine((e, context) => {
        if (!e.NAME) context.addIssue({ code: 'custom', path: [], message: 'No name is provided... Set NAME.' })
        if (Boolean(e.A) !== Boolean(e.B))
          context.addIssue({ code: 'custom', path: ['A, B'], message: 'set both or neither' })
      })
    expect(parseConfigValue('test', schema, { A: 'a', B: 'b', NAME: 'n' })).toEqual({ A: 'a', B: 'b', NAME: 'n' })
    expect(() => parseConfigValue('test', schema, { A: 'a' })).toThrow(
      new ConfigurationError(
        'No name is provided... Set NAME.\nInvalid test configuration:\n  A, B: set both or neither',
      ),
    )
  })
})
