import { getAddress } from 'viem'

// The dev accounts' EIP-55 spelling, run off the page's main thread (see `checksumAddresses`).
const scope = self as unknown as {
  onmessage: (event: MessageEvent<string[]>) => void
  postMessage(data: string[]): void
}
scope.onmessage = (event) => scope.postMessage(event.data.map((address) => getAddress(address)))
