import Parse from 'parse/node'

/** Chain names moralis-v1 1.13 accepts (its `Chain` type), with their chain ids. */
const CHAIN_NAMES: Record<string, number> = {
  eth: 1,
  mainnet: 1,
  testnet: 3,
  ropsten: 3,
  rinkeby: 4,
  goerli: 5,
  kovan: 42,
  bsc: 56,
  binance: 56,
  'binance smart chain': 56,
  'bsc testnet': 97,
  'binance testnet': 97,
  'binance smart chain testnet': 97,
  matic: 137,
  polygon: 137,
  mumbai: 80_001,
  'matic testnet': 80_001,
  'polygon testnet': 80_001,
  fantom: 250,
  ftm: 250,
  avalanche: 43_114,
  avax: 43_114,
  'avalanche testnet': 43_113,
  'avax testnet': 43_113,
  fuji: 43_113,
  cro: 25,
  cronos: 25,
  'cronos mainnet': 25,
  'cro testnet': 338,
  'cronos testnet': 338,
}

/** Moralis's names of "my local development chain": this server's chain when it is one. */
const LOCAL_DEV_NAMES = ['ganache', 'hardhat', 'localdevchain', 'local devchain', 'dev']
const LOCAL_DEV_CHAIN_IDS = [1337, 31_337]

const hex = (chainId: number) => `0x${chainId.toString(16)}`

/**
 * The chain id a Moralis `chain` parameter names: `0x7a69`, `31337` or a name (`eth`…). Vitrine
 * indexes one chain; any other, `eth` (moralis-v1's default when an app passes no chain) included
 * unless this server runs Ethereum mainnet, is refused with the value to pass instead. The local
 * devchain names (`hardhat`, `ganache`, `dev`…) name this server's chain when it is 1337 or 31337.
 */
export function parseMoralisChain(value: unknown, servedChainId: number): number {
  const served = `this server indexes chain ${servedChainId} only: pass chain: '${hex(servedChainId)}'.`
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().toLowerCase() : ''
  let chainId: number | undefined
  if (/^0x[0-9a-f]{1,12}$/.test(text)) chainId = Number.parseInt(text.slice(2), 16)
  else if (/^[0-9]{1,15}$/.test(text)) chainId = Number(text)
  else if (LOCAL_DEV_NAMES.includes(text)) chainId = LOCAL_DEV_CHAIN_IDS.includes(servedChainId) ? servedChainId : 1337
  else chainId = CHAIN_NAMES[text]
  if (chainId === undefined) {
    throw new Parse.Error(
      Parse.Error.INVALID_VALUE,
      `chain ${JSON.stringify(value)} is not a chain id or name: ${served}`,
    )
  }
  if (chainId !== servedChainId) {
    const named = text === 'eth' ? " (moralis-v1's default when no chain is given)" : ''
    throw new Parse.Error(
      Parse.Error.INVALID_VALUE,
      `chain ${text}${named} is chain ${chainId} (${hex(chainId)}); ${served}`,
    )
  }
  return chainId
}
