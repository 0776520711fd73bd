import { expect, test } from 'vitest'
import { maskSessionTokens } from './maskSessionTokens.ts'

test("a session token in Parse's live query lines is masked, the rest of the line kept", () => {
  const token = `r:${'0123456789abcdef'.repeat(2)}`
  expect(maskSessionTokens(`Failed running beforeSubscribe on Item for session ${token} with:`)).toBe(
    'Failed running beforeSubscribe on Item for session r:*** with:',
  )
  expect(maskSessionTokens('no token here: r:short')).toBe('no token here: r:short')
})
