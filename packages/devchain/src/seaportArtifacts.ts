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
