import { readFileSync, rmSync } from 'node:fs'

/** postOrder's "the chain could not be read, try again" (packages/api `MARKET_TRY_AGAIN`). */
const TRY_AGAIN = 100

/**
 * Posts the demo's signed orders (left by prepareChain) to the order book, then removes the
 * file: they go in once, through the same checks as any order. When the chain could not be read,
 * the file stays for the next start. Answers a line for the log.
 */
export async function postSeedOrders(file: string, serverUrl: string, appId: string): Promise<string> {
  const orders = JSON.parse(readFileSync(file, 'utf8')) as unknown[]
  const refused: string[] = []
  let retry = false
  for (const order of orders) {
    const response = await fetch(`${serverUrl}/functions/postOrder`, {
      method: 'POST',
      headers: { 'X-Parse-Application-Id': appId, 'Content-Type': 'application/json' },
      body: JSON.stringify(order),
    })
    if (response.ok) continue
    const body = (await response.json()) as { code?: number; error?: string }
    if (body.code === TRY_AGAIN) retry = true
    refused.push(body.error ?? `HTTP ${response.status}`)
  }
  if (!retry) rmSync(file)
  const posted = `posted ${orders.length - refused.length} demo orders to the order book`
  return refused.length === 0 ? posted : `${posted}; ${refused.length} refused: ${[...new Set(refused)].join(' / ')}`
}
