import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

const require = createRequire(import.meta.url)
const artifacts = '@opensea/seaport-js/src/artifacts/seaport/contracts'

type Artifact = { abi: Abi; bytecode: Hex }

/** Seaport 1.6 and its conduit controller, as compiled and shipped by OpenSea in seaport-js. */
export const seaportArtifact = require(`${artifacts}/Seaport.sol/Seaport.json`) as Artifact
export const conduitControllerArtifact = require(
  `${artifacts}/conduit/ConduitController.sol/LocalConduitController.json`,
) as Artifact

const weth9 = require('@uniswap/v2-periphery/build/WETH9.json') as { abi: Abi; bytecode: string }
/** WETH9, the canonical wrapped ether, as compiled and shipped by Uniswap in v2-periphery. */
export const weth9Artifact: Artifact = { abi: weth9.abi, bytecode: `0x${weth9.bytecode.replace(/^0x/, '')}` }
