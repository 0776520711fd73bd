import type { Hex } from 'viem'

/** Where one row of a batch is. */
export type RowState =
  | { status: 'waiting' }
  /** In a transaction the wallet has sent, waiting for its block. */
  | { status: 'sending' }
  | { status: 'minted'; tokenId: bigint }
  /** Not minted by the last send, and why. */
  | { status: 'failed'; reason: string }

export type ProgressRow = { key: Hex; line: number; name: string; state: RowState }

/** A batch's rows as the chain and the last send left them; null before a batch is checked. */
export type BatchProgress = {
  rows: ProgressRow[]
  /** Every row had minted before this send (a batch sent again in full). */
  mintedBefore: boolean
}

export type BatchEvent =
  /** The chain was read: these rows have minted (a send starts over from here). */
  | { type: 'checked'; rows: Omit<ProgressRow, 'state'>[]; minted: ReadonlyMap<Hex, bigint> }
  /** A transaction with these rows was sent. */
  | { type: 'sent'; keys: readonly Hex[] }
  /** A transaction was mined: these rows are on the chain (by it, or by a send racing it). */
  | { type: 'mined'; minted: ReadonlyMap<Hex, bigint> }
  /** The send stopped: every row not minted failed, for this reason. */
  | { type: 'failed'; reason: string }
  /** Another list, other pictures or another collection chosen: the rows shown are not theirs. */
  | { type: 'cleared' }

/** The batch's rows after an event. */
export function batchProgress(progress: BatchProgress | null, event: BatchEvent): BatchProgress | null {
  if (event.type === 'checked') {
    const rows = event.rows.map((row): ProgressRow => {
      const tokenId = event.minted.get(row.key)
      return { ...row, state: tokenId === undefined ? { status: 'waiting' } : { status: 'minted', tokenId } }
    })
    return { rows, mintedBefore: rows.every((row) => row.state.status === 'minted') }
  }
  if (event.type === 'cleared' || !progress) return null
  const change = (state: (row: ProgressRow) => RowState): BatchProgress => ({
    ...progress,
    rows: progress.rows.map((row) => {
      const next = state(row)
      return next === row.state ? row : { ...row, state: next }
    }),
  })
  switch (event.type) {
    case 'sent': {
      const keys = new Set(event.keys)
      return change((row) => (keys.has(row.key) && row.state.status !== 'minted' ? { status: 'sending' } : row.state))
    }
    case 'mined':
      return change((row) => {
        const tokenId = event.minted.get(row.key)
        return tokenId === undefined ? row.state : { status: 'minted', tokenId }
      })
    case 'failed':
      return change((row) => (row.state.status === 'minted' ? row.state : { status: 'failed', reason: event.reason }))
  }
}

export type BatchCounts = { total: number; minted: number; failed: number; left: number }

export function batchCounts(progress: BatchProgress): BatchCounts {
  const count = (status: RowState['status']) => progress.rows.filter((row) => row.state.status === status).length
  const minted = count('minted')
  return { total: progress.rows.length, minted, failed: count('failed'), left: progress.rows.length - minted }
}

/** The batch in one sentence, as its status line says it. */
export function batchSummary(progress: BatchProgress): string {
  const { total, minted, failed, left } = batchCounts(progress)
  const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`
  if (left === 0)
    return progress.mintedBefore
      ? `All ${items(total)} of this batch are minted already.`
      : `${minted} of ${items(total)} minted.`
  const reason = progress.rows.find((row) => row.state.status === 'failed')
  if (failed > 0 && reason?.state.status === 'failed')
    return `${minted} of ${items(total)} minted; ${failed} not minted: ${reason.state.reason}`
  return `${minted} of ${items(total)} minted; ${left} to go.`
}
