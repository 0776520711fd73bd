import { expect, inject, test } from 'vitest'
import { newUser } from '../../test/access.ts'

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

test('a refusal by our own guards, before Parse (an upload without a session, one that is not a picture), is readable by the site', async () => {
  const { serverUrl, appId } = inject('stack')
  const { token } = await newUser()
  const send = (headers: Record<string, string>) =>
    fetch(`${serverUrl}/files/page.png`, {
      method: 'POST',
      headers: {
        Origin: 'http://localhost:3000',
        'X-Parse-Application-Id': appId,
        'Content-Type': 'image/png',
        ...headers,
      },
      body: '<html></html>',
    })
  for (const response of [await send({}), await send({ 'X-Parse-Session-Token': token })]) {
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(['http://localhost:3000', '*']).toContain(response.headers.get('access-control-allow-origin'))
  }
})
