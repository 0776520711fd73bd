import { mkdirSync, writeFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { demoArt } from './demoArt.ts'
import type { DemoCollection } from './demoCollections.ts'

/** Pixels across a rendered demo picture (its SVG is drawn on a 400-unit square). */
const PICTURE_SIZE = 800

export type DemoAssets = {
  /** Each token's metadata URI, in token id order. */
  uris: string[]
  /** Settles when every picture is on disk (rendering runs beside the minting). */
  pictures: Promise<void>
}

export const extension = { png: 'png', jpeg: 'jpg', svg: 'svg' } as const

/**
 * Writes a collection's metadata and pictures as files the backend serves under `/demo`:
 * `<slug>/collection.json`, `<slug>/<id>.json` and `<slug>/<id>.<png|jpg|svg>`, in the
 * collection's picture format (PNG and JPEG rendered from the art's SVG by sharp). The metadata is
 * written at once; the pictures are rendered in the background (`pictures`). A collection's
 * `brokenPicture` names a file that is never written.
 */
export function writeDemoAssets(collection: DemoCollection, dir: string, baseUrl: string): DemoAssets {
  const folder = join(dir, collection.slug)
  mkdirSync(folder, { recursive: true })
  const url = `${baseUrl}/${collection.slug}`
  const file = (id: number) => `${id}.${extension[collection.pictureFormat]}`
  const imageOf = (id: number) =>
    id === collection.brokenPicture ? `${url}/missing/${file(id)}` : `${url}/${file(id)}`
  writeFileSync(
    join(folder, 'collection.json'),
    JSON.stringify({ name: collection.name, description: collection.description, image: imageOf(1) }),
  )
  const uris: string[] = []
  const pictures: Promise<void>[] = []
  for (let id = 1; id <= collection.size; id++) {
    const { svg, attributes } = demoArt(collection, id)
    if (id !== collection.brokenPicture)
      pictures.push(writePicture(join(folder, file(id)), svg, collection.pictureFormat))
    const label = collection.standard === 'ERC1155' ? `Edition ${id}` : `#${id}`
    writeFileSync(
      join(folder, `${id}.json`),
      JSON.stringify({
        name: `${collection.name} ${label}`,
        description: collection.description,
        image: imageOf(id),
        attributes,
      }),
    )
    uris.push(`${url}/${id}.json`)
  }
  const rendered = Promise.all(pictures).then(() => {})
  // Awaited by the seed once it has minted; until then a failure must not count as unhandled.
  rendered.catch(() => {})
  return { uris, pictures: rendered }
}

export async function writePicture(path: string, svg: string, format: DemoCollection['pictureFormat']) {
  if (format === 'svg') return writeFile(path, svg)
  const drawn = sharp(Buffer.from(svg), { density: (72 * PICTURE_SIZE) / 400 })
  await (format === 'png' ? drawn.png() : drawn.jpeg({ quality: 88, mozjpeg: true })).toFile(path)
}
