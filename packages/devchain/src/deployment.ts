import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { Address, Hex } from 'viem'

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
