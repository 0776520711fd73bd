import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { moralisClient } from '../../test/moralisClient.ts'
import { rest } from '../../test/parseClient.ts'

const Moralis = await moralisClient()

test("a class nobody has created yet reads as empty, as on Moralis; a client still cannot create it, nor read Parse's own classes so", async () => {
  const className = `NotYet${randomUUID().replaceAll('-', '').slice(0, 12)}`
  // The tutorials' first page: a query, its count, an object by id, through the SDK and REST.
  expect(await new Moralis.Query(className).find()).toEqual([])
  expect(await new Moralis.Query(className).count()).toBe(0)
  expect((await rest('GET', `/classes/${className}?count=1&limit=0`)).body).toEqual({ results: [], count: 0 })
  expect((await rest('GET', `/classes/${className}/abc`)).status).toBe(404)

  // Reads create nothing; a write is refused as before.
  const write = await rest('POST', `/classes/${className}`, { price: '1' })
  expect(write).toMatchObject({ status: 400, body: { code: 119 } })
  const schemaOf = await rest('GET', `/classes/${className}`)
  expect(schemaOf.body).toEqual({ results: [] })
  // Not for Parse's classes or Vitrine's: those keep their own answers.
  const installations = await rest('GET', '/classes/_Installation')
  expect(installations.status).toBeGreaterThanOrEqual(400)
  expect(installations.body).not.toHaveProperty('results')
})
