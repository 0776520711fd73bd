import type { OutboxWork, OutboxWritten } from '@vitrine/db'
import { parseTriggers } from '../cloudCode/parseTriggers.ts'

type ParseStatic = typeof import('parse/node')
type ParseObject = InstanceType<ParseStatic['Object']>

/** What Parse now holds of an outbox row, once it wrote it. */
export type RowWritten = { id: string; written: OutboxWritten; objectId: string | null }

const MASTER = { useMasterKey: true } as const
/** Objects per Parse batch, and batches in flight: Parse writes a batch's objects in parallel. */
const BATCH = 250
const PARALLEL = 4

/** A row as Moralis stored it: the decoded arguments, then the log's own columns. */
function rowObject(Parse: ParseStatic, row: OutboxWork, confirmed: boolean): ParseObject {
  const object = new Parse.Object(row.table_name)
  object.set({
    ...row.columns,
    address: row.address,
    transaction_hash: row.tx_hash,
    log_index: row.log_index,
    block_number: Number(row.block_number),
    block_hash: row.block_hash,
    block_timestamp: new Date(row.block_timestamp),
    confirmed,
  })
  return object
}

/** Where a row's log stands in the chain: rows compared by it are in the order their events happened. */
const byChainOrder = (a: OutboxWork, b: OutboxWork) =>
  Number(BigInt(a.block_number) - BigInt(b.block_number)) || a.log_index - b.log_index

/**
 * Whether saving into `table` runs the operator's cloud code. Such rows go to Parse one at a time,
 * in chain order (a listing's trigger done before its sale's starts), as the apps' triggers expect
 * (the tutorial's `ActiveItem`); rows of other classes are saved in parallel batches.
 */
const runsTriggers = (appId: string, table: string) =>
  parseTriggers.triggerExists(table, 'beforeSave', appId) || parseTriggers.triggerExists(table, 'afterSave', appId)

/** Told why Parse refused a save or a delete (the row itself is retried in a later round). */
export type OnRefused = (error: unknown) => void

/**
 * Saves objects one after the other. A refused one is left without an id (or dirty): the caller
 * reads that, never the call's outcome, to say what was written, so a refusal cannot pass for a
 * write; its cause goes to `onRefused`, and the next objects are still saved.
 */
async function saveInTurn(objects: ParseObject[], onRefused: OnRefused): Promise<void> {
  for (const object of objects) await object.save(null, MASTER).catch(onRefused)
}

/**
 * Saves `objects` in batches, several at once; a failed batch leaves its failed objects without an
 * id. `together`: each batch in one transaction (one commit, not one per row: what makes a history
 * fast); a batch that fails so (a row already written) is saved again row by row.
 */
async function saveInBatches(
  Parse: ParseStatic,
  objects: ParseObject[],
  onRefused: OnRefused,
  together = false,
): Promise<void> {
  const batches: ParseObject[][] = []
  for (let start = 0; start < objects.length; start += BATCH) batches.push(objects.slice(start, start + BATCH))
  let next = 0
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++] as ParseObject[]
      if (together && batch.length > 1) {
        const saved = await Parse.Object.saveAll(batch, { ...MASTER, transaction: true }).then(
          () => true,
          () => false,
        )
        if (saved) continue
      }
      // One object's refusal (a duplicate, a trigger's throw) fails the call, not the others: each
      // object then tells by its id whether it was written; the cause goes to onRefused.
      await Parse.Object.saveAll(batch, { ...MASTER, batchSize: batch.length }).catch(onRefused)
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, batches.length) }, worker))
}

/** The objects Parse holds for these rows, found by (transaction_hash, log_index[, block_hash]), by outbox id. */
async function findWritten(Parse: ParseStatic, rows: readonly OutboxWork[], sameBlock: boolean) {
  const found = new Map<string, ParseObject>()
  const byTable = new Map<string, OutboxWork[]>()
  for (const row of rows) byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row])
  for (const [table, ofTable] of byTable) {
    const objects = await new Parse.Query(table)
      .containedIn('transaction_hash', [...new Set(ofTable.map((row) => row.tx_hash))])
      .limit(ofTable.length * 4)
      .find(MASTER)
    for (const row of ofTable) {
      const object = objects.find(
        (candidate) =>
          candidate.get('transaction_hash') === row.tx_hash &&
          candidate.get('log_index') === row.log_index &&
          (!sameBlock || candidate.get('block_hash') === row.block_hash),
      )
      if (object) found.set(row.id, object)
    }
  }
  return found
}

/**
 * Writes rows of the outbox through Parse, so that triggers fire, and says what Parse then holds
 * of each: history once, confirmed; a live log created unconfirmed, then saved confirmed once its
 * block is (at once on a local chain: saved a second time, as Moralis did); an orphan destroyed.
 * A row written before a crash is found by its unique (transaction_hash, log_index): never doubled.
 * Rows Parse refused are left out of the answer, to be tried again. Rows of classes with save
 * triggers are saved one at a time in chain order (see runsTriggers).
 */
export async function writeOutboxRows(
  Parse: ParseStatic,
  appId: string,
  work: readonly OutboxWork[],
  onRefused: OnRefused,
): Promise<RowWritten[]> {
  const done = new Map<string, RowWritten>()
  const record = (entry: RowWritten) => done.set(entry.id, entry)
  // Orphans first: a reorg's replacement of the same log comes after its orphan.
  const orphans = work.filter((row) => row.kind === 'orphan')
  if (orphans.length) {
    const held = await findWritten(Parse, orphans, true)
    // What is left is read again below: an orphan not destroyed is not reported destroyed.
    await Parse.Object.destroyAll([...held.values()], MASTER).catch(onRefused)
    const left = await findWritten(Parse, orphans, true)
    for (const row of orphans) if (!left.has(row.id)) record({ id: row.id, written: 'destroyed', objectId: null })
  }
  const triggered = new Set(
    [...new Set(work.map((row) => row.table_name))].filter((table) => runsTriggers(appId, table)),
  )
  /** Objects of classes without triggers in parallel batches, then the others in turn (so a trigger that reads another synced class finds its rows there). */
  const save = async (objects: ParseObject[], together: boolean) => {
    await saveInBatches(
      Parse,
      objects.filter((object) => !triggered.has(object.className)),
      onRefused,
      together,
    )
    await saveInTurn(
      objects.filter((object) => triggered.has(object.className)),
      onRefused,
    )
  }
  const created = work.filter((row) => row.kind === 'log' && row.written === null).sort(byChainOrder)
  const objects = created.map((row) => rowObject(Parse, row, !row.live))
  await save(objects, true)
  const missing = created.filter((_, index) => !objects[index]?.id)
  const already = missing.length ? await findWritten(Parse, missing, false) : new Map<string, ParseObject>()
  const toConfirm: { row: OutboxWork; objectId: string }[] = []
  created.forEach((row, index) => {
    const objectId = objects[index]?.id ?? already.get(row.id)?.id
    if (!objectId) return
    const confirmed = !row.live || already.get(row.id)?.get('confirmed') === true
    record({ id: row.id, written: confirmed ? 'confirmed' : 'unconfirmed', objectId })
    if (!confirmed && row.confirmed) toConfirm.push({ row, objectId })
  })
  for (const row of work)
    if (row.kind === 'log' && row.written === 'unconfirmed' && row.confirmed && row.object_id)
      toConfirm.push({ row, objectId: row.object_id })
  toConfirm.sort((a, b) => byChainOrder(a.row, b.row))
  const confirmations = toConfirm.map(({ row, objectId }) => {
    const object = new Parse.Object(row.table_name)
    object.id = objectId
    object.set('confirmed', true)
    return object
  })
  await save(confirmations, false)
  // An object saved confirmed carries no change that tells: those whose save failed are tried again.
  const failed = new Set(confirmations.filter((object) => object.dirty()).map((object) => object.id))
  for (const { row, objectId } of toConfirm)
    if (!failed.has(objectId)) record({ id: row.id, written: 'confirmed', objectId })
  return [...done.values()]
}
