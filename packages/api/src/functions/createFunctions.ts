import { z } from 'zod'
import { CollectionMetadata, METADATA_KINDS, TokenMetadata } from '../schemas/metadataDocument.ts'

const KIND_MESSAGE = `must be one of ${METADATA_KINDS.join(', ')}.`

/**
 * A document under its kind. zod reports the first problem with the path inside `metadata`;
 * `parseParams` names the parameter, so messages read "metadata needs a name.".
 */
const PutMetadataParams = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('token'), metadata: TokenMetadata }),
    z.object({ kind: z.literal('collection'), metadata: CollectionMetadata }),
  ],
  { error: (issue) => (issue.path?.[0] === 'kind' || issue.code === 'invalid_union' ? KIND_MESSAGE : undefined) },
)

/** Creating: metadata hosting for what a creator mints (PRODUCT.md §5, Create). */
export const createFunctions = {
  /**
   * What creating needs: the collection factory (null: creating is off on this chain) and the
   * upload size limit, so a page refuses a file too large before sending it.
   */
  getCreateConfig: {
    params: z.object({}),
    result: z.object({
      chainId: z.number().int(),
      collectionFactory: z.string().nullable(),
      maxUploadBytes: z.number().int().positive(),
    }),
  },
  /**
   * Stores a token's or a collection's metadata document and answers its URI: content-addressed
   * and immutable (`<backend>/metadata/<sha256>.json`, or `ipfs://<cid>` with an IPFS API).
   * Signed-in users only.
   */
  putMetadata: {
    params: PutMetadataParams,
    result: z.object({ uri: z.string() }),
  },
} as const

export type PutMetadataParams = z.input<typeof PutMetadataParams>
