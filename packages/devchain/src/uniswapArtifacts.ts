import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)

type Artifact = { abi: Abi; bytecode: Hex }
const load = (path: string): Artifact => {
  const built = require(path) as { abi: Abi; bytecode: string }
  return { abi: built.abi, bytecode: `0x${built.bytecode.replace(/^0x/, '')}` }
}

/**
 * Uniswap V2's factory and Router02, as compiled and shipped by Uniswap in v2-core and
 * v2-periphery: the factory's pair bytecode hashes to the init-code hash built into Router02, so
 * the router finds the pairs this factory makes (ENVIRONMENT.md).
 */
export const uniswapV2FactoryArtifact = load('@uniswap/v2-core/build/UniswapV2Factory.json')
export const uniswapV2Router02Artifact = load('@uniswap/v2-periphery/build/UniswapV2Router02.json')
