import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { demoArt } from './demoArt.ts'
import type { DemoCollection } from './demoCollections.ts'

/**
 * Writes a collection's metadata and pictures as files the backend serves under `/demo`
 * (`<slug>/collection.json`, `<slug>/<id>.json`, `<slug>/<id>.svg`); returns each token's URI.
 */
export function writeDemoAssets(collection: DemoCollection, dir: string, baseUrl: string): string[] {
  const folder = join(dir, collection.slug)
  mkdirSync(folder, { recursive: true })
  const url = `${baseUrl}/${collection.slug}`
  writeFileSync(
    join(folder, 'collection.json'),
    JSON.stringify({ name: collection.name, description: collection.description, image: `${url}/1.svg` }),
  )
  const uris: string[] = []
  for (let id = 1; id <= collection.size; id++) {
    const { svg, attributes } = demoArt(collection, id)
    writeFileSync(join(folder, `${id}.svg`), svg)
    const label = collection.standard === 'ERC1155' ? `Edition ${id}` : `#${id}`
    writeFileSync(
      join(folder, `${id}.json`),
      JSON.stringify({
        name: `${collection.name} ${label}`,
        description: collection.description,
        image: `${url}/${id}.svg`,
        attributes,
      }),
    )
    uris.push(`${url}/${id}.json`)
  }
  return uris
}
