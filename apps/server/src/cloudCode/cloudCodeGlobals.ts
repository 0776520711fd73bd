import type { Logger } from '@vitrine/runtime/logger'
import type { FunctionTable } from '../functions/functionTable.ts'
import { cloudCodeWeb3Api } from './cloudCodeWeb3Api.ts'
import { moralisUnits } from './moralisUnits.ts'
import { recordingCloud } from './recordCloudCode.ts'

type ParseStatic = typeof import('parse/node')

/** The globals the operator's cloud code sees. */
export type CloudCodeGlobals = { Parse: object; Moralis: object }

/**
 * `Parse` (Parse's SDK and Cloud API) and `Moralis` (the same, plus `Moralis.Cloud.getLogger()`,
 * `Moralis.Web3API` answered by Vitrine in-process, `Moralis.Units`) as Moralis's servers gave
 * them to cloud code. Their `Cloud` records definitions (recordCloudCode.ts) rather than
 * registering them at once, so a file that fails to load changes nothing.
 */
export function cloudCodeGlobals(Parse: ParseStatic, table: FunctionTable, log: Logger): CloudCodeGlobals {
  const cloud = recordingCloud(Parse.Cloud)
  const logger = log.child({ part: 'cloudCode' })
  const moralisCloud = extend(cloud, { getLogger: () => logger })
  return {
    Parse: extend(Parse, { Cloud: cloud }),
    Moralis: extend(Parse, { Cloud: moralisCloud, Web3API: cloudCodeWeb3Api(table), Units: moralisUnits }),
  }
}

/** `base` with `own` in front (own properties, whatever `base` defines under those names). */
function extend(base: object, own: Record<string, unknown>): object {
  const properties = Object.fromEntries(
    Object.entries(own).map(([key, value]) => [key, { value, enumerable: true, writable: false }]),
  )
  return Object.create(base, properties) as object
}
