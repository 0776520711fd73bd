import type { MetadataOptions } from '@vitrine/metadata'
import { createLogger } from '@vitrine/runtime/logger'
import type pg from 'pg'
import { createPublicClient, getAddress, http, type PublicClient } from 'viem'
import type { Common } from '../src/Common.ts'
import { parseIndexerConfig } from '../src/config.ts'

const unused = createPublicClient({ transport: http('http://test.invalid') })

/** A test's `common`: its pool and client, its chain's contracts, the defaults otherwise, a silent logger. */
export function testCommon(parts: {
  pool: pg.Pool
  /** Unused by what the test runs when left out. */
  client?: PublicClient
  chainId: number
  seaport?: ReadonlySet<string>
  factories?: ReadonlySet<string>
  metadata?: MetadataOptions
}): Common {
  const defaults = parseIndexerConfig({
    DATABASE_URL: 'postgres://test.invalid/vitrine',
    RPC_URL: 'http://test.invalid',
  })
  const metadata = parts.metadata
  const config = {
    ...defaults,
    CHAIN_ID: parts.chainId,
    SEAPORT_ADDRESSES: new Set([...(parts.seaport ?? [])].map((address) => getAddress(address))),
    FACTORY_ADDRESSES: new Set([...(parts.factories ?? [])].map((address) => getAddress(address))),
    ...(metadata && {
      METADATA_MAX_BYTES: metadata.maxBytes,
      METADATA_TIMEOUT_MS: metadata.timeoutMs,
      METADATA_ALLOWED_HOSTS: [...metadata.allowedHosts],
      IPFS_GATEWAY: metadata.ipfsGateway,
    }),
  }
  return {
    config,
    logger: createLogger({ component: 'indexer', level: 'silent' }),
    pool: parts.pool,
    client: parts.client ?? unused,
  }
}
