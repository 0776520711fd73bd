import type { Hex, WalletClient } from 'viem'
import type { BatchRow } from './batchRows.ts'
import { loadWalletActions } from './loadWalletActions.ts'
import type { KeyedRow } from './sendBatch.ts'
import { contentHash } from './uploadOnce.ts'

/** A batch's rows with their keys and pictures, and the token each minted row is, by key. */
export type CheckedBatch = { rows: KeyedRow[]; minted: Map<Hex, bigint> }

/**
 * What the chain has minted of a batch, asked before anything is uploaded or signed: each row's
 * key (`batchRowKeys`, from its picture's bytes and its metadata) read from the collection. A
 * problem in words when the chain cannot be read (an outage: try again, nothing is sent) or the
 * collection has no row keys.
 */
export async function checkBatch(
  wallet: WalletClient,
  collection: `0x${string}`,
  batch: readonly BatchRow[],
  pictures: ReadonlyMap<string, File>,
): Promise<CheckedBatch | { problem: string }> {
  const actions = await loadWalletActions()
  const hashes = new Map<File, string>()
  for (const file of new Set(batch.map((row) => pictures.get(row.file) as File)))
    hashes.set(file, await contentHash(file))
  const withPictures = batch.map((row) => {
    const picture = pictures.get(row.file) as File
    return { ...row, picture, pictureHash: hashes.get(picture) as string }
  })
  const keys = actions.batchRowKeys(
    withPictures.map((row) => ({
      picture: row.pictureHash,
      name: row.name,
      description: row.description,
      attributes: row.attributes,
    })),
  )
  const rows = withPictures.map((row, index) => ({ ...row, key: keys[index] as Hex }))
  const ids = await actions.readMintedRows(wallet, { collection, keys }).catch(() => undefined)
  if (ids === undefined) return { problem: 'The collection could not be read from the chain. Try again.' }
  if (ids === null) return { problem: actions.walletErrorMessage(new actions.UnresumableCollectionError()) }
  const minted = new Map<Hex, bigint>()
  ids.forEach((id, index) => {
    if (id !== null) minted.set(keys[index] as Hex, id)
  })
  return { rows, minted }
}
