import type { MetadataOptions } from '@vitrine/metadata'
import type { IndexerConfig } from '../config.ts'

/** The limits metadata documents are read within, as configured. */
export const metadataOptions = (config: IndexerConfig): MetadataOptions => ({
  maxBytes: config.METADATA_MAX_BYTES,
  timeoutMs: config.METADATA_TIMEOUT_MS,
  allowedHosts: config.METADATA_ALLOWED_HOSTS,
  ipfsGateway: config.IPFS_GATEWAY,
})
