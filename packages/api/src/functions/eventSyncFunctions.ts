import { type AbiEvent, isAddress, toEventSelector } from 'viem'
import { z } from 'zod'
import { optional } from '../schemas/page.ts'

const CHAIN_MESSAGE = "must be a chain id such as '0x539', 1337 or 31337."
const ADDRESS_MESSAGE = 'must be a contract address (0x and 40 hex digits).'
const TOPIC_MESSAGE = 'must be the event signature, such as ItemListed(address,address,uint256,uint256).'
const TABLE_MESSAGE = 'must be a class name: a letter, then letters, digits or _ (up to 64), not starting with _.'
const ABI_MESSAGE = "must be the event's ABI object: { type: 'event', name, inputs: [{ name, type, indexed }] }."

/** `0x539`, `1337`, 1337: the chain id as a number. */
const ChainId = z.union([z.number(), z.string()], { error: CHAIN_MESSAGE }).transform((value, context) => {
  const text = String(value).trim().toLowerCase()
  const id = /^0x[0-9a-f]{1,12}$/.test(text)
    ? Number.parseInt(text.slice(2), 16)
    : /^[0-9]{1,15}$/.test(text)
      ? Number(text)
      : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) {
    context.addIssue({ code: 'custom', message: CHAIN_MESSAGE })
    return z.NEVER
  }
  return id
})

const Address = z
  .string({ error: ADDRESS_MESSAGE })
  .refine((value) => isAddress(value, { strict: false }), ADDRESS_MESSAGE)
  .transform((value) => value.toLowerCase())

/** A Parse class name of the app's own (Parse keeps `_` names to itself). */
export const SyncedTableName = z.string({ error: TABLE_MESSAGE }).regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, TABLE_MESSAGE)

const AbiInput = z.object({
  name: z.string(),
  type: z.string().min(1),
  indexed: z.boolean().optional(),
  components: z.array(z.any()).optional(),
})
const EventAbi = z
  .object(
    { type: z.literal('event'), name: z.string().min(1), inputs: z.array(AbiInput), anonymous: z.boolean().optional() },
    {
      error: ABI_MESSAGE,
    },
  )
  .passthrough()

/** The selector (topic0) of an event signature or an ABI event; null when it is neither. */
const selectorOf = (event: string | AbiEvent): `0x${string}` | null => {
  try {
    return toEventSelector(event)
  } catch {
    return null
  }
}

const watchParams = z
  .object({
    chainId: ChainId,
    address: Address,
    topic: z.string({ error: TOPIC_MESSAGE }).trim().min(3, TOPIC_MESSAGE).max(1000, TOPIC_MESSAGE),
    abi: EventAbi,
    tableName: SyncedTableName,
    sync_historical: optional(z.boolean({ error: 'must be true or false.' })).transform((value) => value ?? false),
    filter: optional(z.record(z.string(), z.unknown(), { error: 'must be an object (a Moralis filter).' })),
    description: optional(z.string({ error: 'must be text.' }).max(500, 'must be at most 500 characters.')),
  })
  .transform((params, context) => {
    const topic0 = /^0x[0-9a-fA-F]{64}$/.test(params.topic) ? params.topic.toLowerCase() : selectorOf(params.topic)
    if (topic0 === null) {
      context.addIssue({ code: 'custom', path: ['topic'], message: TOPIC_MESSAGE })
      return z.NEVER
    }
    const abiTopic0 = selectorOf(params.abi as unknown as AbiEvent)
    if (abiTopic0 !== topic0) {
      context.addIssue({
        code: 'custom',
        path: ['abi'],
        message: `is the event ${params.abi.name}(${params.abi.inputs.map((input) => input.type).join(',')}), which does not match the topic ${params.topic}.`,
      })
      return z.NEVER
    }
    return { ...params, topic0 }
  })

const unwatchParams = z.object({
  chainId: ChainId,
  tableName: SyncedTableName,
  address: optional(Address),
  topic: optional(z.string({ error: TOPIC_MESSAGE })),
})

const addressParams = z.object({ chainId: ChainId, address: Address })

const success = z.object({ success: z.literal(true) })

/**
 * Moralis's event sync, as its apps' Node scripts call it with the master key: a contract event
 * synced into a class of its own (`watchContractEvent`), and addresses watched (`watchEthAddress`).
 * Each answers `{ success: true }`, which those scripts check.
 */
export const eventSyncFunctions = {
  watchContractEvent: { params: watchParams, result: success },
  unwatchContractEvent: { params: unwatchParams, result: success },
  watchEthAddress: { params: addressParams, result: success },
  unwatchEthAddress: { params: addressParams, result: success },
} as const
