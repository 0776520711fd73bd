import { expect, inject, test } from 'vitest'

test.each(['/events/pageview', '/challenge', '/users', '/login', '/users/abc123'])(
  'a browser preflight to %s gets the CORS headers (guards do not swallow it)',
  async (path) => {
    const response = await fetch(`${inject('stack').serverUrl}${path}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-parse-application-id,x-parse-session-token',
      },
    })
    expect(response.status).toBeLessThan(300)
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy()
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-parse-session-token')
  },
)

test.each(['http://localhost:3000', 'http://127.0.0.1:3000'])('the site at %s may call the API', async (origin) => {
  const response = await fetch(`${inject('stack').serverUrl}/challenge`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
  })
  expect(response.status).toBeLessThan(300)
  expect([origin, '*']).toContain(response.headers.get('access-control-allow-origin'))
})
