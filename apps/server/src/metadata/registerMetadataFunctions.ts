import Parse from 'parse/node'
import { defineFunction } from '../functions/defineFunction.ts'
import { IpfsError } from './createIpfsClient.ts'
import type { MetadataHost } from './createMetadataHost.ts'

type ParseStatic = typeof import('parse/node')

/** `getCreateConfig`, and `putMetadata`: a creator's token or collection document, hosted by content. */
export function registerMetadataFunctions(
  P: ParseStatic,
  host: MetadataHost,
  create: { chainId: number; collectionFactory: string | null; maxUploadBytes: number },
) {
  defineFunction(P, 'getCreateConfig', async () => create)
  defineFunction(P, 'putMetadata', async ({ kind, metadata }) => {
    try {
      return await host.put(kind, metadata)
    } catch (error) {
      if (error instanceof IpfsError) {
        const refusal = new Parse.Error(
          Parse.Error.CONNECTION_FAILED,
          'The metadata cannot be stored: the IPFS node does not answer. Try again shortly.',
        )
        throw Object.assign(refusal, { cause: error })
      }
      throw error
    }
  })
}
