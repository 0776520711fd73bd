import { SafeFetchError, safeFetch } from '@vitrine/safe-fetch'
import { z } from 'zod'
import { ServerError } from '../../ServerError.ts'

export type OneInchConfig = {
  /** The API's base URL, e.g. https://api.1inch.dev (or a local fake). */
  apiUrl: string
  apiKey: string
}

const amount = z.string().regex(/^[0-9]+$/)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)

/** The answers of 1inch's Swap API v6 that we read (its documented shapes; more fields are ignored). */
export const oneInchShapes = {
  tokens: z.object({
    tokens: z.record(z.string(), z.object({ address, symbol: z.string(), decimals: z.number().int() })),
  }),
  quote: z.object({ dstAmount: amount }),
  swap: z.object({
    dstAmount: amount,
    tx: z.object({ from: address, to: address, data: z.string().regex(/^0x[0-9a-fA-F]*$/), value: amount }),
  }),
  spender: z.object({ address }),
  allowance: z.object({ allowance: amount }),
}

/** Why a call to 1inch gave nothing: `refused` (a 4xx: 1inch found no route), or `unavailable`. */
export class OneInchApiError extends ServerError {
  override name = 'OneInchApiError'
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

/**
 * GETs of 1inch's Swap API v6 for one chain (`/swap/v6.0/{chain}/…`) with the API key as a
 * bearer token, through `safe-fetch` (size and time limits); answers are checked against
 * `oneInchShapes`. The configured host is trusted by the operator, so it may be a private one.
 */
export function createOneInchApi(config: OneInchConfig, chainId: number) {
  const base = new URL(`swap/v6.0/${chainId}/`, `${config.apiUrl.replace(/\/+$/, '')}/`)
  return async function get<K extends keyof typeof oneInchShapes>(
    shape: K,
    path: string,
    query: Record<string, string> = {},
  ): Promise<z.output<(typeof oneInchShapes)[K]>> {
    const url = new URL(path, base)
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
    let body: Buffer
    try {
      body = (
        await safeFetch(url.toString(), {
          maxBytes: 5_000_000,
          timeoutMs: 5_000,
          allowedHosts: [url.host],
          accept: 'application/json',
          headers: { Authorization: `Bearer ${config.apiKey}` },
        })
      ).body
    } catch (cause) {
      const status = cause instanceof SafeFetchError ? cause.status : undefined
      // 400 is 1inch's answer for a swap it cannot route (e.g. "insufficient liquidity").
      if (status === 400 || status === 404)
        throw new OneInchApiError('refused', `1inch answered ${status} to ${path}`, { cause })
      throw new OneInchApiError('unavailable', `1inch did not answer ${path}`, { cause })
    }
    let json: unknown
    try {
      json = JSON.parse(body.toString('utf8'))
    } catch (cause) {
      throw new OneInchApiError('unavailable', `1inch answered ${path} with something that is not JSON`, { cause })
    }
    const parsed = oneInchShapes[shape].safeParse(json)
    if (!parsed.success)
      throw new OneInchApiError('unavailable', `1inch answered ${path} in an unexpected shape`, {
        cause: parsed.error,
      })
    return parsed.data as z.output<(typeof oneInchShapes)[K]>
  }
}

export type OneInchApi = ReturnType<typeof createOneInchApi>
