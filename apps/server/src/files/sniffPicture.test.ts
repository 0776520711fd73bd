import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { safeFileName } from './safeFileName.ts'
import { sniffPicture } from './sniffPicture.ts'
import { svgProblem } from './svgProblem.ts'

const square = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366cc' } })

describe('sniffPicture', () => {
  test('reads each picture type from its bytes', async () => {
    expect(sniffPicture(await square().png().toBuffer())?.type).toBe('image/png')
    expect(sniffPicture(await square().jpeg().toBuffer())?.type).toBe('image/jpeg')
    expect(sniffPicture(await square().gif().toBuffer())?.type).toBe('image/gif')
    expect(sniffPicture(await square().webp().toBuffer())?.type).toBe('image/webp')
    expect(sniffPicture(await square().avif().toBuffer())?.type).toBe('image/avif')
    const svg = '\uFEFF<?xml version="1.0"?><!-- a drawing --><!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg"/>'
    expect(sniffPicture(Buffer.from(svg))?.extension).toBe('svg')
  })

  test('anything else is not a picture', () => {
    for (const text of ['<html><svg></svg></html>', 'hello', '{"image":"x"}', '<svgx>', '']) {
      expect(sniffPicture(Buffer.from(text)), text).toBeNull()
    }
    expect(sniffPicture(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull()
    expect(sniffPicture(Buffer.from([0xff, 0xfe, 0x3c, 0x00]))).toBeNull()
  })
})

describe('svgProblem', () => {
  test('finds what could run or load something', () => {
    const wrap = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`
    expect(svgProblem(wrap('<rect width="1" height="1"/><use href="#a"/>'))).toBeNull()
    expect(svgProblem(wrap('<SCRIPT>1</SCRIPT>'))).toMatch(/script/)
    expect(svgProblem(wrap('<g onclick="x()"/>'))).toMatch(/event handler/)
    expect(svgProblem(wrap('<a href="javascript:x()"/>'))).toMatch(/javascript/)
    expect(svgProblem(wrap('<foreignObject><div/></foreignObject>'))).toMatch(/HTML/)
    expect(svgProblem(wrap('<image href="https://example.com/a.png"/>'))).toMatch(/reference/)
    expect(svgProblem(wrap('<style>@import "x.css";</style>'))).toMatch(/style/)
  })
})

describe('safeFileName', () => {
  test('keeps letters, digits, - and _, with the sniffed extension', () => {
    expect(safeFileName('Hello World.JPG', 'png')).toBe('Hello-World.png')
    expect(safeFileName('..%2F..%2Fetc%2Fpasswd', 'gif')).toBe('etc-passwd.gif')
    expect(safeFileName('crème brûlée.svg.html', 'svg')).toBe('creme-brulee-svg.svg')
    expect(safeFileName('%%%', 'webp')).toBe('picture.webp')
    expect(safeFileName('a'.repeat(200), 'png')).toBe(`${'a'.repeat(60)}.png`)
  })
})
