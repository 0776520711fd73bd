import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { Address } from 'viem'

/** Where the contracts of a chain live; written by prepareChain, read by the server and indexer. */
export type Deployment = {
  chainId: number
  seaport: Address
  conduitController: Address
  collectionFactory: Address
  /** Block of the first deployment: where indexing may start. */
  startBlock: number
}

export function readDeployment(file: string): Deployment | null {
  if (!existsSync(file)) return null
  return JSON.parse(readFileSync(file, 'utf8')) as Deployment
}

export function writeDeployment(file: string, deployment: Deployment) {
  writeFileSync(file, `${JSON.stringify(deployment, null, 2)}\n`)
}
