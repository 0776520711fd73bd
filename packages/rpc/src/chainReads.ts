import type { Address, Hex, PublicClient } from 'viem'
import { isRefusedByChain } from './isRefusedByChain.ts'
import { type ContractRead, readContractPrepared } from './readContractPrepared.ts'

export type { ContractRead }

const KEPT_BLOCKS = 4
/**
 * Most answers kept for one block. A chain mined only on demand (anvil as `npm start` runs it) can
 * stay on one block for hours while orders arrive, each adding its own reads (its status, its
 * royalty at its price); past this many the block's answers are dropped and asked again.
 */
const MAX_CALLS_PER_BLOCK = 20_000

export type Head = { number: bigint; hash: Hex; timestamp: bigint }

/**
 * The chain as the order book reads it (postOrder, the indexer's order checks): the head block,
 * and view calls at a block, each asked once per block — many orders of one maker or one item
 * share their reads (calls made together go out as one JSON-RPC batch through the client's
 * transport). A revert answers null (a fact); an outage rejects and is not kept, so the next try
 * asks again.
 */
export function createChainReads(client: PublicClient, { maxCallsPerBlock = MAX_CALLS_PER_BLOCK } = {}) {
  let head: Promise<Head> | null = null
  const blocks = new Map<bigint, Map<string, Promise<unknown>>>()

  const cached = <T>(block: bigint, key: string, load: () => Promise<T>): Promise<T> => {
    let calls = blocks.get(block)
    if (!calls) {
      calls = new Map()
      blocks.set(block, calls)
      for (const old of blocks.keys()) if (blocks.size > KEPT_BLOCKS) blocks.delete(old)
    }
    let answer = calls.get(key) as Promise<T> | undefined
    if (!answer) {
      if (calls.size >= maxCallsPerBlock) calls.clear()
      const asked = load()
      calls.set(key, asked)
      asked.catch(() => {
        if (calls.get(key) === asked) calls.delete(key)
      })
      answer = asked
    }
    return answer
  }

  return {
    /**
     * The latest block. Asked afresh for each caller that comes after the last answer (an order
     * posted right after a transaction is judged on it), shared by callers that come while it is
     * being asked: a burst of orders shares one block, and its reads.
     */
    head(): Promise<Head> {
      if (!head) {
        const block = client
          .getBlock({ blockTag: 'latest' })
          .then((b) => ({ number: b.number as bigint, hash: b.hash as Hex, timestamp: b.timestamp }))
        head = block
        block.then(
          () => {
            head = null
          },
          () => {
            head = null
          },
        )
      }
      return head
    },

    read(block: bigint, call: ContractRead): Promise<unknown | null> {
      const key = `${call.address}:${call.functionName}:${JSON.stringify(call.args, (_, v) => (typeof v === 'bigint' ? v.toString() : v))}`
      return cached(block, key, () =>
        readContractPrepared(client, call, block).catch((error: unknown) => {
          if (isRefusedByChain(error)) return null
          throw error
        }),
      )
    },

    /** The code at an address ('0x' for none). */
    code(block: bigint, address: Address): Promise<string> {
      return cached(
        block,
        `bytecode:${address}`,
        async () => (await client.getCode({ address, blockNumber: block })) ?? '0x',
      )
    },

    hasCode(block: bigint, address: Address): Promise<boolean> {
      return cached(block, `code:${address}`, async () => {
        const code = await client.getCode({ address, blockNumber: block })
        return Boolean(code && code !== '0x')
      })
    },
  }
}

export type ChainReads = ReturnType<typeof createChainReads>
