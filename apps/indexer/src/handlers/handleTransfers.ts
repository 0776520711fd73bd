import { zeroAddress } from 'viem'
import type { TokenTransfer } from '../decode/TokenEvent.ts'
import { emptyWrites, type Writes } from './Writes.ts'

/** Transfers → the writes they imply: activity rows, balance deltas, first sightings. */
export function handleTransfers(transfers: readonly TokenTransfer[]): Writes {
  const writes = emptyWrites()
  const addDelta = (address: string, tokenId: bigint, owner: string, delta: bigint) => {
    if (owner === zeroAddress) return
    const key = `${address}:${tokenId}:${owner}`
    const entry = writes.balanceDeltas.get(key)
    if (entry) entry.delta += delta
    else writes.balanceDeltas.set(key, { address, tokenId, owner, delta })
  }
  for (const t of transfers) {
    const type = t.from === zeroAddress ? 'mint' : t.to === zeroAddress ? 'burn' : 'transfer'
    writes.activity.push({ ...t, type })
    addDelta(t.address, t.tokenId, t.from, -t.amount)
    addDelta(t.address, t.tokenId, t.to, t.amount)
    const tokenKey = `${t.address}:${t.tokenId}`
    if (!writes.tokens.has(tokenKey))
      writes.tokens.set(tokenKey, { address: t.address, tokenId: t.tokenId, firstBlock: t.blockNumber })
    if (!writes.collections.has(t.address)) {
      writes.collections.set(t.address, { address: t.address, standard: t.standard, firstBlock: t.blockNumber })
    }
  }
  return writes
}
