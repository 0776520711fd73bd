import { ensureSyncedClassIndex } from '@vitrine/db'
import type pg from 'pg'

type ParseStatic = typeof import('parse/node')

/** An event's ABI input, as `watchContractEvent` was given it. */
export type EventInput = { name: string; type: string; indexed?: boolean | undefined }

/** The columns every synced row has (Moralis's), beside the event's decoded arguments. */
export const LOG_COLUMNS = {
  address: 'String',
  transaction_hash: 'String',
  log_index: 'Number',
  block_number: 'Number',
  block_hash: 'String',
  block_timestamp: 'Date',
  confirmed: 'Boolean',
} as const

/** Parse's type for a decoded argument: integers and addresses are strings, as Moralis stored them. */
const parseTypeOf = (solidityType: string) =>
  solidityType.endsWith(']')
    ? 'Array'
    : solidityType === 'bool'
      ? 'Boolean'
      : solidityType.startsWith('tuple')
        ? 'Object'
        : 'String'

/** The column of an argument: its name, or Moralis's `arg<i>` for an unnamed one. */
export const columnOf = (input: EventInput, index: number) => input.name || `arg${index}`

/** Readable by anyone with the app id; written by the master key alone (the relay). */
const SYNCED_CLP = {
  find: { '*': true },
  count: { '*': true },
  get: { '*': true },
  create: {},
  update: {},
  delete: {},
  addField: {},
  protectedFields: {},
}

const isAlreadyThere = (error: unknown) => /already exists/i.test((error as Error | undefined)?.message ?? '')

/**
 * Makes `className` hold a watched event's rows: the columns (added when the class exists), the
 * permissions (only on a class it creates: an operator's later choice stays), and a unique index
 * on (transaction_hash, log_index) so that writing a row twice fails with Parse's 137 instead of
 * doubling it. With the master key, in-process.
 */
export async function ensureSyncedClass(
  Parse: ParseStatic,
  pool: pg.Pool,
  className: string,
  inputs: readonly EventInput[],
): Promise<void> {
  const fields: Record<string, string> = { ...LOG_COLUMNS }
  inputs.forEach((input, index) => {
    fields[columnOf(input, index)] = parseTypeOf(input.type)
  })
  const existing = await new Parse.Schema(className).get().catch(() => null)
  const held = (existing as { fields?: Record<string, unknown> } | null)?.fields ?? null
  const schema = new Parse.Schema(className)
  let missing = 0
  for (const [name, type] of Object.entries(fields)) {
    if (held && Object.hasOwn(held, name)) continue
    schema.addField(name, type as Parameters<typeof schema.addField>[1])
    missing += 1
  }
  if (!held) {
    schema.setCLP(SYNCED_CLP as never)
    await schema.save().catch(async (error: unknown) => {
      if (!isAlreadyThere(error)) throw error
    })
  } else if (missing) {
    await schema.update()
  }
  await ensureSyncedClassIndex(pool, className)
}
