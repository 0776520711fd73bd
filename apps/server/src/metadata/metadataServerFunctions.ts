import Parse from 'parse/node'
import { type AnyServerFunction, defineServerFunction } from '../functions/defineServerFunction.ts'
import { IpfsError } from './createIpfsClient.ts'

/** Creating (PRODUCT.md §5): `getCreateConfig`, and `putMetadata` (hosting costs storage: accounts only). */
export const metadataServerFunctions: AnyServerFunction[] = [
  defineServerFunction({
    name: 'getCreateConfig',
    access: { who: 'anyone', why: 'the collection factory and upload limit: public terms of creating' },
    handler:
      ({ create }) =>
      async () =>
        create,
  }),
  defineServerFunction({
    name: 'putMetadata',
    access: { who: 'signedIn', why: "hosts a creator's token or collection metadata by its content" },
    handler:
      ({ metadata: host }) =>
      async ({ kind, metadata }) => {
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
      },
  }),
]
