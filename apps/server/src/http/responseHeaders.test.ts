import { expect, inject, test } from 'vitest'

test('every answer of the backend says nosniff: results, errors, refusals, preflights, unknown paths', async () => {
  const { serverUrl, appId } = inject('stack')
  const origin = new URL(serverUrl).origin
  const headers = { 'X-Parse-Application-Id': appId, 'Content-Type': 'application/json' }
  const answers = await Promise.all([
    fetch(`${serverUrl}/health`),
    fetch(`${serverUrl}/functions/getSyncStatus`, { method: 'POST', headers, body: '{}' }),
    fetch(`${serverUrl}/functions/getNFT`, { method: 'POST', headers, body: '{}' }),
    fetch(`${serverUrl}/classes/_Role`, { headers }),
    fetch(`${serverUrl}/apps/choose_password`),
    fetch(`${serverUrl}/users`, { method: 'OPTIONS', headers: { Origin: 'https://site.example' } }),
    fetch(`${serverUrl}/login`, { method: 'POST', headers, body: '{not json' }),
    fetch(`${origin}/nothing-here`),
  ])
  expect(answers.map((answer) => [answer.url, answer.headers.get('x-content-type-options')])).toEqual(
    answers.map((answer) => [answer.url, 'nosniff']),
  )
})
