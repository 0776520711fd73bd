import { analyticsServerFunctions } from '../analytics/analyticsServerFunctions.ts'
import { marketServerFunctions } from '../market/marketServerFunctions.ts'
import { onrampServerFunctions } from '../market/sources/onrampServerFunctions.ts'
import { swapServerFunctions } from '../market/sources/swapServerFunctions.ts'
import { metadataServerFunctions } from '../metadata/metadataServerFunctions.ts'
import { moralisServerFunctions } from '../moralis/moralisServerFunctions.ts'
import { pluginServerFunctions } from '../moralis/pluginServerFunctions.ts'
import { nftServerFunctions } from '../nft/nftServerFunctions.ts'
import { profileServerFunctions } from '../users/profileServerFunctions.ts'
import type { AnyServerFunction } from './defineServerFunction.ts'

/** Every cloud function of the backend, each defined once, module by module. */
export const SERVER_FUNCTIONS: readonly AnyServerFunction[] = [
  ...nftServerFunctions,
  ...profileServerFunctions,
  ...analyticsServerFunctions,
  ...marketServerFunctions,
  ...onrampServerFunctions,
  ...swapServerFunctions,
  ...metadataServerFunctions,
  ...moralisServerFunctions,
  ...pluginServerFunctions,
]
