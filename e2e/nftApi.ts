import type { FunctionName, FunctionParameters, FunctionReturnType } from '@vitrine/api'
import { e2eServerUrl } from './e2ePorts.ts'

/** A cloud function of the stack under test, called as any client would: what the pages must show. */
export async function callApi<N extends FunctionName>(
  name: N,
  params: FunctionParameters<N>,
): Promise<FunctionReturnType<N>> {
  const response = await fetch(`${e2eServerUrl}/functions/${name}`, {
    method: 'POST',
    headers: { 'X-Parse-Application-Id': 'vitrine', 'Content-Type': 'application/json' },
    body: JSON.stringify(params),
  })
  const body = (await response.json()) as { result: FunctionReturnType<N>; error?: string }
  if (!response.ok) throw new Error(`${name}: ${response.status} ${body.error}`)
  return body.result
}
