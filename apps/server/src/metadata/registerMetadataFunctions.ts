import Parse from 'parse/node'
import { defineFunction } from '../functions/defineFunction.ts'
import { IpfsError } from './createIpfsClient.ts'
import type { MetadataHost } from './createMetadataHost.ts'

type ParseStatic = typeof import('parse/node')

/** `putMetadata`: a creator's token or collection document, hosted by content. */
export function registerMetadataFunctions(P: ParseStatic, host: MetadataHost) {
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
