import sharp from 'sharp'

/**
 * The picture shown when a token's own cannot be had: a soft grey tile with a simple picture
 * glyph (a frame, a sun, two hills), square, as WebP. Drawn once per width, then kept in memory.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f3f3f4"/><stop offset="1" stop-color="#e4e4e7"/>
  </linearGradient></defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <g fill="none" stroke="#b4b4bb" stroke-width="10" stroke-linejoin="round">
    <rect x="130" y="140" width="140" height="120" rx="14"/>
  </g>
  <circle cx="232" cy="178" r="13" fill="#b4b4bb"/>
  <path d="M140 250 L185 200 L215 232 L235 212 L262 250 Z" fill="#b4b4bb"/>
</svg>`

const drawn = new Map<number, Promise<Buffer>>()

export function placeholder(width: number): Promise<Buffer> {
  let picture = drawn.get(width)
  if (!picture) {
    picture = sharp(Buffer.from(SVG), { density: (72 * width) / 400 })
      .resize({ width })
      .webp({ quality: 85 })
      .toBuffer()
    drawn.set(width, picture)
  }
  return picture
}
