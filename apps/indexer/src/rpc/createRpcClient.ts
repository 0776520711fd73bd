import { createPublicClient, http, type PublicClient } from 'viem'

export type RpcClientOptions = {
  /** Time limit of one JSON-RPC request (a batch counts as one); past it the request is retried. */
  timeoutMs: number
}

/**
 * The indexer's public client. Calls made in the same tick go out as one JSON-RPC batch. The
 * transport retries what viem deems transient (a time-out, HTTP 403/408/413/429/5xx, a JSON-RPC
 * internal error or rate limit) 5 times, after 200, 400, 800, 1600 and 3200 ms; anything else,
 * or a sixth failure, reaches the caller.
 */
export function createRpcClient(rpcUrl: string, options: RpcClientOptions): PublicClient {
  return createPublicClient({
    transport: http(rpcUrl, { retryCount: 5, retryDelay: 200, batch: true, timeout: options.timeoutMs }),
    pollingInterval: 100,
  })
}
