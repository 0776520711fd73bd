import { expect, test } from 'vitest'
import { formatDate } from './formatDate.ts'
import { groupDigits } from './groupDigits.ts'

test('an ISO time as its UTC date, as en-US says it', () => {
  const reference = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
  for (const iso of [
    '2026-01-03T00:00:00Z',
    '2026-11-25T23:59:59.999Z',
    '1999-12-31T12:00:00+05:00',
    '2024-02-29T08:00:00Z',
  ])
    expect(formatDate(iso)).toBe(reference.format(new Date(iso)))
  expect(formatDate(null)).toBe('—')
  expect(formatDate('not a date')).toBe('—')
})

test('thousands separated as en-US does', () => {
  for (const value of [0, 7, 999, 1000, 12_345, 1_234_567, -1234, 10n ** 21n])
    expect(groupDigits(value)).toBe(value.toLocaleString('en-US'))
})
