import type { FunctionName, FunctionParameters, FunctionReturnType } from '@vitrine/api'
import type { VitrineClient } from './createParseClient.ts'

/**
 * Calls a cloud function of the contract (`POST /functions/<name>`), typed by `@vitrine/api`:
 * its parameters as a client sends them, its result as the server answers. A failure is a
 * `VitrineError` with the server's `code` (`ErrorCode.ObjectNotFound`, `InvalidValue`, …).
 * A function open to signed-in users only is given the session (`sessionToken`).
 */
export async function callFunction<N extends FunctionName>(
  client: VitrineClient,
  name: N,
  params: FunctionParameters<N>,
  options: { sessionToken?: string } = {},
): Promise<FunctionReturnType<N>> {
  const { result } = await client.request<{ result: FunctionReturnType<N> }>('POST', `/functions/${name}`, {
    body: params,
    ...options,
  })
  return result
}

/** `callFunction` bound to one function of the contract: the core function its `getX.ts` exports. */
export const functionCaller =
  <N extends FunctionName>(name: N) =>
  (client: VitrineClient, params: FunctionParameters<N>): Promise<FunctionReturnType<N>> =>
    callFunction(client, name, params)
