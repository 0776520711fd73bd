import { deleteEventWatches, insertEventWatch, readIndexedBlock, unwatchAddress, watchAddresses } from '@vitrine/db'
import Parse from 'parse/node'
import type pg from 'pg'
import { toEventSelector } from 'viem'
import { type AnyServerFunction, defineServerFunction } from '../functions/defineServerFunction.ts'
import { classAccessOf } from '../permissions/classAccess.ts'
import type { FunctionAccess } from '../permissions/functionAccess.ts'
import { servedChainOf } from './localChain.ts'
import { ensureSyncedClass } from './syncedClass.ts'

export type EventSyncFunctionDeps = { pool: pg.Pool; chainId: number }

const operatorsOnly: FunctionAccess = {
  who: 'closed',
  why: "Moralis's event sync: operators only (a script with the master key)",
}

/** The served chain id `chainId` names, or a clear refusal. */
function servedChain(chainId: number, servedChainId: number): number {
  const id = servedChainOf(chainId, servedChainId)
  if (id !== servedChainId)
    throw new Parse.Error(
      Parse.Error.INVALID_VALUE,
      `chainId ${chainId} is not this server's chain: it indexes chain ${servedChainId} (0x${servedChainId.toString(16)}) only.`,
    )
  return id
}

/** Refuses a class Vitrine keeps for itself. */
function ownTableName(tableName: string): string {
  const own = classAccessOf(tableName) ?? classAccessOf(`_${tableName}`)
  if (own)
    throw new Parse.Error(
      Parse.Error.INVALID_CLASS_NAME,
      `tableName ${tableName} is one of Vitrine's own classes: choose another name for the synced events.`,
    )
  return tableName
}

/**
 * `watchContractEvent`, `unwatchContractEvent`, `watchEthAddress`, `unwatchEthAddress`, as
 * Moralis's apps call them from a Node script with the master key. The indexer takes a new watch
 * up at its next step; the server's relay writes its rows into the class.
 */
export const eventSyncServerFunctions: AnyServerFunction[] = [
  defineServerFunction({
    name: 'watchContractEvent',
    access: operatorsOnly,
    handler:
      ({ Parse: cloudParse, eventSync }) =>
      async (params) => {
        const chainId = servedChain(params.chainId, eventSync.chainId)
        const tableName = ownTableName(params.tableName)
        await ensureSyncedClass(cloudParse, eventSync.pool, tableName, params.abi.inputs)
        // Without history: from the block indexed now, so nothing mined after this answer is missed.
        const indexed = params.sync_historical ? null : await readIndexedBlock(eventSync.pool, chainId)
        await insertEventWatch(
          eventSync.pool,
          {
            chain_id: chainId,
            address: params.address,
            topic0: params.topic0,
            event_signature: params.topic,
            abi: params.abi,
            table_name: tableName,
            sync_historical: params.sync_historical,
            filter: params.filter ?? null,
            description: params.description ?? null,
          },
          indexed === null ? null : BigInt(indexed),
        )
        return { success: true as const }
      },
  }),
  defineServerFunction({
    name: 'unwatchContractEvent',
    access: operatorsOnly,
    handler:
      ({ eventSync }) =>
      async (params) => {
        const chainId = servedChain(params.chainId, eventSync.chainId)
        const topic0 = params.topic?.startsWith('0x')
          ? params.topic.toLowerCase()
          : params.topic && toEventSelector(params.topic)
        const removed = await deleteEventWatches(eventSync.pool, chainId, params.tableName, {
          address: params.address,
          topic0,
        })
        if (!removed)
          throw new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, `No watched event writes into ${params.tableName}.`)
        return { success: true as const }
      },
  }),
  defineServerFunction({
    name: 'watchEthAddress',
    access: operatorsOnly,
    handler:
      ({ eventSync }) =>
      async (params) => {
        // Its ERC-20 transfers from the chain's first block; its transactions from the next block on.
        const chainId = servedChain(params.chainId, eventSync.chainId)
        const indexed = await readIndexedBlock(eventSync.pool, chainId)
        await watchAddresses(eventSync.pool, chainId, [params.address.toLowerCase()], BigInt((indexed ?? -1) + 1))
        return { success: true as const }
      },
  }),
  defineServerFunction({
    name: 'unwatchEthAddress',
    access: operatorsOnly,
    handler:
      ({ eventSync }) =>
      async (params) => {
        await unwatchAddress(
          eventSync.pool,
          servedChain(params.chainId, eventSync.chainId),
          params.address.toLowerCase(),
        )
        return { success: true as const }
      },
  }),
]
