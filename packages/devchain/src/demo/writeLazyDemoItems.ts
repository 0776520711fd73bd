import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { demoArt } from './demoArt.ts'
import type { DemoCollection } from './demoCollections.ts'
import { extension, writePicture } from './writeDemoAssets.ts'

/** Art numbers of the items listed lazily: far from any minted token's, so no picture is reused. */
const LAZY_ART_OFFSET = 1000

/**
 * Items of a demo collection that are listed, not minted (the lazy listings' vouchers name them):
 * each an item of its own — its own picture (the collection's style, drawn from numbers no minted
 * token uses), name ("Dunes Study 1") and metadata, with the collection's kinds of traits so that
 * its page's trait filters apply to them — written beside the collection's other files as
 * `<slug>/lazy-<n>.json` and its picture. Answers each one's metadata URI; resolves once the
 * pictures are on disk.
 */
export async function writeLazyDemoItems(
  collection: DemoCollection,
  dir: string,
  baseUrl: string,
  count: number,
): Promise<string[]> {
  const folder = join(dir, collection.slug)
  mkdirSync(folder, { recursive: true })
  const url = `${baseUrl}/${collection.slug}`
  const uris: string[] = []
  const pictures: Promise<unknown>[] = []
  for (let n = 1; n <= count; n++) {
    const { svg, attributes } = demoArt(collection, LAZY_ART_OFFSET + n)
    const picture = `lazy-${n}.${extension[collection.pictureFormat]}`
    pictures.push(writePicture(join(folder, picture), svg, collection.pictureFormat))
    writeFileSync(
      join(folder, `lazy-${n}.json`),
      JSON.stringify({
        name: `${collection.name} Study ${n}`,
        description: `A study of ${collection.name}, listed by its creator and not minted yet: buying it mints it.`,
        image: `${url}/${picture}`,
        attributes,
      }),
    )
    uris.push(`${url}/lazy-${n}.json`)
  }
  await Promise.all(pictures)
  return uris
}
