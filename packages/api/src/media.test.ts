import { expect, test } from 'vitest'
import { collectionMediaUrl, MEDIA_WIDTHS, mediaUrl, mediaWidthFor } from './media.ts'

test('a requested width rounds up to the next served one, and caps at the largest', () => {
  expect(mediaWidthFor(1)).toBe(MEDIA_WIDTHS[0])
  expect(mediaWidthFor(256)).toBe(256)
  expect(mediaWidthFor(257)).toBe(512)
  expect(mediaWidthFor(10_000)).toBe(1024)
})

test('the media URL names chain, address, token and width below the backend origin', () => {
  expect(mediaUrl('http://localhost:2053/', 31337, '0xAb', '7', 512)).toBe(
    'http://localhost:2053/media/31337/0xAb/7?w=512',
  )
})

test("a collection's picture has the same URL without a token id", () => {
  expect(collectionMediaUrl('http://localhost:2053', 31337, '0xAb', 256)).toBe(
    'http://localhost:2053/media/31337/0xAb?w=256',
  )
})
