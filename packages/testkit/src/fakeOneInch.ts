import { createServer, type ServerResponse } from 'node:http'
import { listenLocally } from './listenLocally.ts'

export type FakeOneInchToken = { address: string; symbol: string; decimals: number }

export type FakeOneInchOptions = {
  apiKey: string
  chainId: number
  tokens: FakeOneInchToken[]
  /** What `amount` of `src` buys of `dst` (addresses as sent); null: not enough liquidity. */
  price: (src: string, dst: string, amount: bigint) => bigint | null
  /** The aggregation router: the swap's `to` and the approvals' spender. */
  router: string
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

/**
 * A local stand-in for 1inch's Swap API v6 (its documented paths and shapes, with a few more
 * fields than Vitrine reads): `/swap/v6.0/{chain}/tokens`, `/quote`, `/swap`, `/approve/spender`,
 * `/approve/allowance`, behind `Authorization: Bearer <key>` (401 otherwise); a swap without
 * liquidity answers 400 `insufficient liquidity`, as 1inch does. Allowances are set by the test.
 */
export async function startFakeOneInch(options: FakeOneInchOptions, port?: number) {
  const requests: URL[] = []
  const allowances = new Map<string, bigint>()
  const base = `/swap/v6.0/${options.chainId}/`
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return json(response, 401, { statusCode: 401, error: 'Unauthorized', description: 'Unauthorized' })
    if (!url.pathname.startsWith(base)) return json(response, 404, { statusCode: 404, error: 'Not Found' })
    requests.push(url)
    const q = (name: string) => url.searchParams.get(name) ?? ''
    const badRequest = (description: string) =>
      json(response, 400, { statusCode: 400, error: 'Bad Request', description, requestId: 'fake', meta: [] })
    const token = (address: string) => options.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())
    switch (url.pathname.slice(base.length)) {
      case 'tokens':
        return json(response, 200, {
          tokens: Object.fromEntries(
            options.tokens.map((t) => [t.address.toLowerCase(), { ...t, name: t.symbol, logoURI: '', tags: [] }]),
          ),
        })
      case 'quote':
      case 'swap': {
        const [src, dst] = [token(q('src')), token(q('dst'))]
        if (!src || !dst) return badRequest('src or dst is not a supported token')
        if (!/^[1-9][0-9]*$/.test(q('amount'))) return badRequest('amount is not valid')
        const amount = BigInt(q('amount'))
        const dstAmount = options.price(q('src'), q('dst'), amount)
        if (dstAmount === null || dstAmount === 0n) return badRequest('insufficient liquidity')
        if (url.pathname.endsWith('quote')) return json(response, 200, { dstAmount: String(dstAmount), gas: 150000 })
        const native = q('src').toLowerCase() === '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
        return json(response, 200, {
          srcToken: src,
          dstToken: dst,
          dstAmount: String(dstAmount),
          protocols: [],
          tx: {
            from: q('from'),
            to: options.router,
            // 1inch v6's `swap` selector, then the amounts (the fake's calldata is not executed).
            data: `0x07ed2379${amount.toString(16).padStart(64, '0')}${dstAmount.toString(16).padStart(64, '0')}`,
            value: native ? String(amount) : '0',
            gas: 0,
            gasPrice: '1000000000',
          },
        })
      }
      case 'approve/spender':
        return json(response, 200, { address: options.router })
      case 'approve/allowance':
        return json(response, 200, {
          allowance: String(allowances.get(`${q('tokenAddress')}:${q('walletAddress')}`.toLowerCase()) ?? 0n),
        })
      default:
        return json(response, 404, { statusCode: 404, error: 'Not Found' })
    }
  })
  const listening = await listenLocally(server, port)
  return {
    url: listening.url,
    /** Every authorised request, in order. */
    requests,
    setAllowance: (token: string, wallet: string, amount: bigint) =>
      allowances.set(`${token}:${wallet}`.toLowerCase(), amount),
    close: listening.close,
  }
}

export type FakeOneInch = Awaited<ReturnType<typeof startFakeOneInch>>
