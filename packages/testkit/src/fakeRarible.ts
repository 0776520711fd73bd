import { createServer } from 'node:http'
import { listenLocally } from './listenLocally.ts'

/** A listing the fake serves: an ETH sell order of one token, in Rarible's terms. */
export type FakeRaribleListing = {
  /** `*`: a listing of this token id in any collection. */
  contract: string
  tokenId: string
  maker: string
  /** ETH, as Rarible writes it (a decimal amount, not wei). */
  price: string
}

/**
 * A local stand-in for Rarible's Multichain Protocol API, `GET /v0.1/orders/sell/byItem`
 * (`itemId=ETHEREUM:<contract>:<tokenId>`) and `GET /v0.1/orders/sell/byCollection`
 * (`collection=ETHEREUM:<contract>`), `status=ACTIVE`, in their documented shape: 401 without the
 * key in `X-API-KEY`; `down` makes it answer 503, as an outage.
 */
export async function startFakeRarible(apiKey: string, listings: FakeRaribleListing[] = [], port?: number) {
  const state = { down: false, requests: 0 }
  const server = createServer((request, response) => {
    state.requests++
    const url = new URL(request.url ?? '/', 'http://fake')
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (state.down) return json(503, { code: 'UNAVAILABLE', message: 'Service unavailable' })
    if (request.headers['x-api-key'] !== apiKey) return json(401, { code: 'UNAUTHORIZED', message: 'Bad API key' })
    const matches = (l: FakeRaribleListing, contract: string) =>
      l.contract === '*' || l.contract.toLowerCase() === contract.toLowerCase()
    let contract: string
    let listed: FakeRaribleListing[]
    if (url.pathname === '/v0.1/orders/sell/byItem') {
      const [blockchain, itemContract, tokenId] = (url.searchParams.get('itemId') ?? '').split(':')
      if (blockchain !== 'ETHEREUM' || !itemContract || !tokenId)
        return json(400, { code: 'VALIDATION', message: 'itemId must be BLOCKCHAIN:contract:tokenId' })
      contract = itemContract
      listed = listings.filter((l) => matches(l, itemContract) && l.tokenId === tokenId)
    } else if (url.pathname === '/v0.1/orders/sell/byCollection') {
      const [blockchain, collection] = (url.searchParams.get('collection') ?? '').split(':')
      if (blockchain !== 'ETHEREUM' || !collection)
        return json(400, { code: 'VALIDATION', message: 'collection must be BLOCKCHAIN:contract' })
      contract = collection
      listed = listings.filter((l) => matches(l, collection))
    } else return json(404, { code: 'NOT_FOUND', message: 'No such path' })
    const orders = listed
      // An order's id is the listing's place in the fake's list: the same whichever path reads it.
      .map((l) => ({
        id: `ETHEREUM:0x${(listings.indexOf(l) + 1).toString(16).padStart(64, '0')}`,
        fill: '0',
        platform: 'RARIBLE',
        status: 'ACTIVE',
        makeStock: '1',
        cancelled: false,
        createdAt: '2026-01-01T00:00:00Z',
        lastUpdatedAt: '2026-01-01T00:00:00Z',
        makePrice: l.price,
        maker: `ETHEREUM:${l.maker}`,
        make: {
          type: { '@type': 'ERC721', contract: `ETHEREUM:${contract}`, tokenId: l.tokenId },
          value: '1',
        },
        take: { type: { '@type': 'ETH', blockchain: 'ETHEREUM' }, value: l.price },
        salt: '0x01',
        signature: '0x',
        data: { '@type': 'ETH_RARIBLE_V2_3', payouts: [], originFees: [], isMakeFill: true },
      }))
    json(200, { orders })
  })
  const listening = await listenLocally(server, port)
  return {
    url: listening.url,
    host: `127.0.0.1:${listening.port}`,
    state,
    listings,
    close: listening.close,
  }
}
