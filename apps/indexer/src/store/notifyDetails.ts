import { notifyLive } from '@vitrine/db'
import type pg from 'pg'

/**
 * Announces that the metadata of `tokens` (or a collection's details, with no token) changed:
 * open pages show a picture and a name as soon as they are read, and the server's read cache
 * drops what showed them pending. Nothing to announce, nothing sent.
 */
export async function notifyDetails(
  pool: Pick<pg.Pool, 'query'>,
  changed: readonly { address: string; tokenId: string | null }[],
): Promise<void> {
  if (changed.length === 0) return
  await notifyLive(pool, {
    cause: 'metadata',
    block: null,
    collections: [...new Set(changed.map((item) => item.address))],
    tokens: changed.flatMap(({ address, tokenId }) => (tokenId === null ? [] : [{ address, tokenId }])),
    accounts: [],
    orders: [],
    everything: false,
  })
}
