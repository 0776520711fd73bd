import { analyticsServerFunctions } from '../analytics/analyticsServerFunctions.ts'
import { eventSyncServerFunctions } from '../eventSync/eventSyncServerFunctions.ts'
import { metadataServerFunctions } from '../metadata/metadataServerFunctions.ts'
import { moralisServerFunctions } from '../moralis/moralisServerFunctions.ts'
import { nftServerFunctions } from '../nft/nftServerFunctions.ts'
import { orderBookServerFunctions } from '../orderBook/orderBookServerFunctions.ts'
import { onrampServerFunctions } from '../sources/fiat/onrampServerFunctions.ts'
import { swapServerFunctions } from '../sources/oneInch/swapServerFunctions.ts'
import { pluginServerFunctions } from '../sources/pluginServerFunctions.ts'
import { raribleServerFunctions } from '../sources/rarible/raribleServerFunctions.ts'
import { profileServerFunctions } from '../users/profileServerFunctions.ts'
import type { AnyServerFunction } from './defineServerFunction.ts'

/** Every cloud function of the backend, each defined once, module by module. */
export const SERVER_FUNCTIONS: readonly AnyServerFunction[] = [
  ...nftServerFunctions,
  ...profileServerFunctions,
  ...analyticsServerFunctions,
  ...orderBookServerFunctions,
  ...onrampServerFunctions,
  ...swapServerFunctions,
  ...raribleServerFunctions,
  ...metadataServerFunctions,
  ...moralisServerFunctions,
  ...pluginServerFunctions,
  ...eventSyncServerFunctions,
]
