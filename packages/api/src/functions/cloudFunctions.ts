import type { z } from 'zod'
import { analyticsFunctions } from './analyticsFunctions.ts'
import { createFunctions } from './createFunctions.ts'
import { eventSyncFunctions } from './eventSyncFunctions.ts'
import { marketFunctions } from './marketFunctions.ts'
import { moralisFunctions } from './moralisFunctions.ts'
import { moralisPluginFunctions } from './moralisPluginFunctions.ts'
import { nftFunctions } from './nftFunctions.ts'
import { onrampFunctions } from './onrampFunctions.ts'
import { swapFunctions } from './swapFunctions.ts'
import { usersFunctions } from './usersFunctions.ts'

/** Every cloud function of the backend: its parameters and its result, by name. */
export const cloudFunctions = {
  ...nftFunctions,
  ...usersFunctions,
  ...analyticsFunctions,
  ...createFunctions,
  ...onrampFunctions,
  ...marketFunctions,
  ...swapFunctions,
  ...moralisFunctions,
  ...moralisPluginFunctions,
  ...eventSyncFunctions,
}

export type CloudFunctions = typeof cloudFunctions
export type FunctionName = keyof CloudFunctions
/** What a client sends (`null` for an optional parameter means left out). */
export type FunctionParameters<N extends FunctionName> = z.input<CloudFunctions[N]['params']>
/** The parameters as the server reads them: checked, normalised, defaults filled in. */
export type ParsedParameters<N extends FunctionName> = z.output<CloudFunctions[N]['params']>
/** What the function answers (inside Parse's `{ result }`). */
export type FunctionReturnType<N extends FunctionName> = z.output<CloudFunctions[N]['result']>
