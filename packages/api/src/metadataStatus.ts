/** Where a token's metadata stands: waiting in the indexer's queue, read, or given up on. */
export const METADATA_STATUSES = ['pending', 'ok', 'failed'] as const

export type MetadataStatus = (typeof METADATA_STATUSES)[number]
