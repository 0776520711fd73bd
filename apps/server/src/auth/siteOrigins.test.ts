import { expect, test } from 'vitest'
import { siteOrigins } from './siteOrigins.ts'

test('a site on a loopback host is the same site at each loopback name, same scheme and port', () => {
  expect(siteOrigins('http://localhost:3000')).toEqual([
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://[::1]:3000',
  ])
  expect(siteOrigins('http://127.0.0.1:8080/any/path')).toEqual([
    'http://127.0.0.1:8080',
    'http://localhost:8080',
    'http://[::1]:8080',
  ])
})

test('any other site has its own origin only', () => {
  expect(siteOrigins('https://vitrine.example')).toEqual(['https://vitrine.example'])
  expect(siteOrigins('http://localhost.evil.example:3000')).toEqual(['http://localhost.evil.example:3000'])
  expect(siteOrigins('http://192.168.1.20:3000')).toEqual(['http://192.168.1.20:3000'])
})
