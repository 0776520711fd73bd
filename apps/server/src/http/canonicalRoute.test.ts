import { expect, test } from 'vitest'
import { batchRoute, canonicalRoute } from './canonicalRoute.ts'

test('every spelling of a route is one route', () => {
  for (const path of ['/login', '/LOGIN', '/log%69n', '/login/', '//login', '/x/../login', '/%6C%6F%67%69%6E']) {
    expect(canonicalRoute(path)).toBe('/login')
  }
  expect(canonicalRoute('/functions/refresh%4Detadata')).toBe('/functions/refreshmetadata')
  expect(canonicalRoute('/classes/_User')).toBe('/users')
  expect(canonicalRoute('/classes/_User/abc')).toBe('/users/abc')
  expect(canonicalRoute('/classes/_Users')).toBe('/classes/_users')
  expect(canonicalRoute('/log%E0in')).toBeNull()
})

test("a batch call's path is read below the mount, as Parse routes it", () => {
  expect(batchRoute('/server/functions/refresh%4Detadata', '/server')).toBe('/functions/refreshmetadata')
  expect(batchRoute('/server/./LOGIN', '/server')).toBe('/login')
  expect(batchRoute('/login', '/')).toBe('/login')
  expect(batchRoute('/elsewhere/login', '/server')).toBeNull()
  expect(batchRoute(42, '/server')).toBeNull()
})
