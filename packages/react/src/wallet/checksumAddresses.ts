import type { Address } from 'viem'

/**
 * Addresses in their EIP-55 spelling, as the site writes them. In a browser the Keccak runs in a
 * worker: compiling and first running viem's hashing is a long task that would hold the page
 * (the sign-in page's dev accounts, listed as it loads). Where there are no workers (Node), or the
 * worker fails, the same `getAddress` runs here.
 */
export async function checksumAddresses(addresses: readonly Address[]): Promise<Address[]> {
  if (typeof Worker !== 'undefined') {
    const spelled = await inWorker(addresses).catch(() => undefined)
    if (spelled) return spelled
  }
  const { getAddress } = await import('viem')
  return addresses.map((address) => getAddress(address))
}

function inWorker(addresses: readonly Address[]): Promise<Address[]> {
  const worker = new Worker(new URL('./checksumWorker.ts', import.meta.url))
  return new Promise<Address[]>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<Address[]>) => resolve(event.data)
    worker.onerror = (event) => reject(new Error(event.message))
    worker.postMessage(addresses)
  }).finally(() => worker.terminate())
}
