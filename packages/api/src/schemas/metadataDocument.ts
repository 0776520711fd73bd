import { z } from 'zod'
import { AddressParam } from './address.ts'

/** Bounds of a metadata document `putMetadata` takes. */
export const METADATA_LIMITS = {
  name: 200,
  description: 5_000,
  uri: 2_048,
  attributes: 100,
  traitType: 100,
  traitValue: 200,
} as const

/** A link a document may hold: http(s), or content-addressed storage (IPFS, Arweave). */
export const MetadataUri = z
  .string({ error: `must be a link of at most ${METADATA_LIMITS.uri} characters.` })
  .max(METADATA_LIMITS.uri, `must be a link of at most ${METADATA_LIMITS.uri} characters.`)
  .refine(
    (value) => /^(https?:\/\/[^\s]+|ipfs:\/\/[^\s]+|ar:\/\/[^\s]+)$/i.test(value) && URL.canParse(value),
    'must be an http(s), ipfs:// or ar:// link.',
  )

/** Text PostgreSQL and JSON readers take: bounded, no NUL. */
const text = (max: number, what: string) =>
  z
    .string({ error: `needs ${what} (text of at most ${max} characters).` })
    .max(max, `needs ${what} of at most ${max} characters.`)
    .refine((value) => !value.includes('\u0000'), `${what} must not contain NUL characters.`)

/** One trait: its type and value (ERC-721 metadata's `attributes`, OpenSea's shape). */
export const MetadataAttribute = z
  .object({
    trait_type: text(METADATA_LIMITS.traitType, 'a trait type').min(1, 'needs a trait type for every trait.'),
    value: z.union([text(METADATA_LIMITS.traitValue, 'a trait value'), z.number().finite()], {
      error: 'needs a value (text or number) for every trait.',
    }),
    display_type: z.enum(['number', 'boost_number', 'boost_percentage', 'date']).optional(),
  })
  .strict()

/** An NFT's metadata document (ERC-721 / ERC-1155 metadata JSON). */
export const TokenMetadata = z
  .object({
    name: text(METADATA_LIMITS.name, 'a name').min(1, 'needs a name.'),
    description: text(METADATA_LIMITS.description, 'a description').optional(),
    image: MetadataUri,
    external_url: MetadataUri.optional(),
    attributes: z
      .array(MetadataAttribute, { error: 'attributes must be a list of { trait_type, value }.' })
      .max(METADATA_LIMITS.attributes, `has more than ${METADATA_LIMITS.attributes} traits.`)
      .optional(),
  })
  .strict()
export type TokenMetadata = z.infer<typeof TokenMetadata>

/** A collection's contract-level metadata (`contractURI`, OpenSea's shape), royalty included. */
export const CollectionMetadata = z
  .object({
    name: text(METADATA_LIMITS.name, 'a name').min(1, 'needs a name.'),
    description: text(METADATA_LIMITS.description, 'a description').optional(),
    image: MetadataUri.optional(),
    external_link: MetadataUri.optional(),
    seller_fee_basis_points: z
      .number({ error: 'royalty (seller_fee_basis_points) must be a whole number from 0 to 10000.' })
      .int('royalty (seller_fee_basis_points) must be a whole number from 0 to 10000.')
      .min(0, 'royalty (seller_fee_basis_points) must be a whole number from 0 to 10000.')
      .max(10_000, 'royalty (seller_fee_basis_points) must be a whole number from 0 to 10000.')
      .optional(),
    fee_recipient: AddressParam.optional(),
  })
  .strict()
export type CollectionMetadata = z.infer<typeof CollectionMetadata>

export const METADATA_KINDS = ['token', 'collection'] as const
export type MetadataKind = (typeof METADATA_KINDS)[number]
