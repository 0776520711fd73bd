import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { ConfigurationError } from './ConfigurationError.ts'
import { parseEnv } from './parseEnv.ts'
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
