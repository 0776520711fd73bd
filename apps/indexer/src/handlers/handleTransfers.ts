import { zeroAddress } from 'viem'
import type { TokenTransfer } from '../decode/TokenEvent.ts'
import { emptyWrites, type Writes } from './Writes.ts'

/** Transfers → the writes they imply: activity rows, balance deltas, first sightings. */
export function handleTransfers(transfers: readonly TokenTransfer[]): Writes {
  const writes = emptyWrites()
  const addDelta = (tokenKey: string, t: TokenTransfer, owner: string, delta: bigint, minted: boolean) => {
    if (owner === zeroAddress) return
    const key = `${tokenKey}:${owner}`
    const entry = writes.balanceDeltas.get(key)
    if (entry) entry.delta += delta
    else writes.balanceDeltas.set(key, { address: t.address, tokenId: t.tokenId, owner, delta, minted })
  }
  for (const t of transfers) {
    const type = t.from === zeroAddress ? 'mint' : t.to === zeroAddress ? 'burn' : 'transfer'
    const { blockNumber, blockTime, logIndex, batchIndex, txHash, address, tokenId, from, to, amount } = t
    writes.activity.push({
      blockNumber,
      blockTime,
      logIndex,
      batchIndex,
      txHash,
      type,
      address,
      tokenId,
      from,
      to,
      amount,
    })
    // Built once per transfer: the token's key, and the prefix of its two balance keys.
    const tokenKey = `${address}:${tokenId}`
    let token = writes.tokens.get(tokenKey)
    if (!token) {
      token = { address, tokenId, firstBlock: blockNumber, minted: type === 'mint' && t.standard === 'ERC721' }
      writes.tokens.set(tokenKey, token)
    }
    addDelta(tokenKey, t, from, -amount, token.minted)
    addDelta(tokenKey, t, to, amount, token.minted)
    if (!writes.collections.has(address)) {
      writes.collections.set(address, { address, standard: t.standard, firstBlock: blockNumber })
    }
  }
  return writes
}
