import sharp, { type Sharp } from 'sharp'
import { ServerError } from '../ServerError.ts'

/** Pictures we decode; anything else (PDF, raw pixels, unknown bytes) is not a picture to us. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff', 'svg'])

/** The bytes given cannot become a picture (not an image, too many pixels, broken, too slow to decode). */
export class PictureError extends ServerError {
  override name = 'PictureError'
}

export type RenderOptions = {
  /** Pixel limit of the decoded picture, all frames together: a decompression bomb stops here. */
  maxPixels: number
  /** Time limit of one render. */
  timeoutSeconds: number
}

/**
 * Untrusted picture bytes → a WebP `width` pixels wide (a raster is never enlarged; an SVG is
 * rasterised at that width). The type is read from the bytes, never from a header or a name. An
 * SVG is drawn by librsvg, which runs no script and loads nothing; only its pixels come out.
 * An animated GIF or WebP stays animated. Whatever the input, the output is checked to be WebP.
 */
export async function renderPicture(input: Buffer, width: number, options: RenderOptions): Promise<Buffer> {
  const limits = { limitInputPixels: options.maxPixels, failOn: 'error' as const }
  try {
    const meta = await sharp(input, limits).metadata()
    if (!ACCEPTED.has(meta.format)) throw new PictureError(`Not a picture we render (${meta.format}).`)
    let pipeline: Sharp
    if (meta.format === 'svg') {
      // librsvg draws at 72 dpi by default; draw at the density that gives the width asked for.
      const density = Math.min(100_000, Math.max(1, (72 * width) / Math.max(1, meta.width ?? width)))
      pipeline = sharp(input, { ...limits, density }).resize({ width })
    } else {
      const animated = (meta.pages ?? 1) > 1 && (meta.format === 'gif' || meta.format === 'webp')
      pipeline = sharp(input, { ...limits, animated })
      // EXIF orientation (a photo taken sideways); an animation has none.
      if (!animated) pipeline = pipeline.rotate()
      pipeline = pipeline.resize({ width, withoutEnlargement: true })
    }
    const output = await pipeline
      .timeout({ seconds: options.timeoutSeconds })
      .webp({ quality: 80, effort: 3 })
      .toBuffer()
    if (!isWebp(output)) throw new PictureError('The render did not come out as WebP.')
    return output
  } catch (error) {
    if (error instanceof PictureError) throw error
    throw new PictureError(`Cannot render the picture: ${(error as Error).message}`, { cause: error })
  }
}

/** RIFF….WEBP: the only bytes `/media` ever sends. */
export const isWebp = (bytes: Buffer) =>
  bytes.length > 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP'
