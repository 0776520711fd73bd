import { expect, test } from 'vitest'
import { ValidationError } from '../errors.ts'
import { validateUserFields } from './validateUserFields.ts'

test.each([
  ['password', 123, 'password can only be a string type'],
  ['email', { at: 'x' }, 'email can only be a string type'],
  ['username', ['a'], 'username can only be a string type'],
])('%s must be a string', (field, value, message) => {
  const error = (() => {
    try {
      validateUserFields({ [field]: value })
    } catch (e) {
      return e
    }
  })()
  expect(error).toBeInstanceOf(ValidationError)
  expect((error as Error).name).toBe('ValidationError')
  expect((error as Error).message).toBe(message)
})

test('strings, absent fields and other attributes of any type pass', () => {
  expect(() => validateUserFields({ username: 'a', email: 'a@b.c', password: 'p', bio: 5, tags: ['x'] })).not.toThrow()
  expect(() => validateUserFields({})).not.toThrow()
})
