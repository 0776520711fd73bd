import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { type Address, type Hex, isAddress, isHex } from 'viem'

/** Where the contracts of a chain live; written by prepareChain, read by the server and indexer. */
export type Deployment = {
  chainId: number
  seaport: Address
  conduitController: Address
  collectionFactory: Address
  /**
   * keccak256 of the factory's creation code: a kept chain whose factory was built from other code
   * (older collection contracts) gets a new one at the next start (see prepareChain).
   */
  collectionFactoryCode?: Hex
  /** Factories replaced on this chain, newest last: their collections stay listed by the indexer. */
  formerCollectionFactories?: Address[]
  /** Block of the first deployment: where indexing may start. */
  startBlock: number
  /** The marketplace's conduit (made through the conduit controller): orders name its key, approvals go to it. */
  conduitKey: Hex
  conduit: Address
  /** WETH9: offers are paid in it. */
  weth: Address
  /** Uniswap V2's factory and Router02: the local route of swaps (the `oneInch` source). */
  swapFactory: Address
  swapRouter: Address
  /** The demo ERC-20 (vUSD) a buyer can pay with through a swap; paired with WETH. */
  demoToken: Address
}

/** The market contracts, which a deployment.json written before them lacks. */
export type MarketContracts = Pick<Deployment, 'conduitKey' | 'conduit' | 'weth'>
/** The swap contracts, which a deployment.json written before them lacks. */
export type SwapContracts = Pick<Deployment, 'swapFactory' | 'swapRouter' | 'demoToken'>
export type StoredDeployment = Omit<Deployment, keyof MarketContracts | keyof SwapContracts> &
  Partial<MarketContracts> &
  Partial<SwapContracts>

/** Every collection factory of a deployment, the current one first (the indexer's FACTORY_ADDRESSES). */
export const collectionFactories = (deployment: Deployment): Address[] => [
  deployment.collectionFactory,
  ...(deployment.formerCollectionFactories ?? []),
]

export function readDeployment(file: string): StoredDeployment | null {
  if (!existsSync(file)) return null
  return JSON.parse(readFileSync(file, 'utf8')) as StoredDeployment
}

export function writeDeployment(file: string, deployment: Deployment) {
  writeFileSync(file, `${JSON.stringify(deployment, null, 2)}\n`)
}

const ADDRESS_FIELDS = [
  'seaport',
  'conduitController',
  'collectionFactory',
  'conduit',
  'weth',
  'swapFactory',
  'swapRouter',
  'demoToken',
] as const

/**
 * A deployment as another box recorded it in the database, checked field by field: null when a
 * contract is missing or not an address (a deployment recorded by an older Vitrine).
 */
export function parseRecordedDeployment(value: Record<string, unknown>): Deployment | null {
  const addresses = ADDRESS_FIELDS.every((field) => typeof value[field] === 'string' && isAddress(value[field]))
  const former = value.formerCollectionFactories
  const formerOk =
    former === undefined ||
    (Array.isArray(former) && former.every((item) => typeof item === 'string' && isAddress(item)))
  if (!addresses || !formerOk) return null
  if (!Number.isSafeInteger(value.chainId) || !Number.isSafeInteger(value.startBlock)) return null
  if (typeof value.conduitKey !== 'string' || !isHex(value.conduitKey)) return null
  return value as Deployment
}
