import type { Hex } from 'viem'
import { describe, expect, test } from 'vitest'
import { type BatchProgress, batchCounts, batchProgress, batchSummary } from './batchProgress.ts'

const key = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex
const rows = [1, 2, 3].map((n) => ({ key: key(n), line: n + 1, name: `Item ${n}` }))
const checked = (minted: [number, bigint][] = []) =>
  batchProgress(null, {
    type: 'checked',
    rows,
    minted: new Map(minted.map(([n, id]) => [key(n), id])),
  }) as BatchProgress
const states = (progress: BatchProgress | null) => progress?.rows.map((row) => row.state)

describe('batchProgress', () => {
  test('checked: rows the chain has minted are minted, the rest wait; a check starts over after a failure', () => {
    expect(states(checked([[2, 7n]]))).toEqual([
      { status: 'waiting' },
      { status: 'minted', tokenId: 7n },
      { status: 'waiting' },
    ])
    const failed = batchProgress(checked(), { type: 'failed', reason: 'Rejected in the wallet.' })
    const again = batchProgress(failed, { type: 'checked', rows, minted: new Map() })
    expect(states(again)).toEqual(states(checked()))
    expect(checked().mintedBefore).toBe(false)
    expect(
      checked([
        [1, 1n],
        [2, 2n],
        [3, 3n],
      ]).mintedBefore,
    ).toBe(true)
  })

  test('sent marks its rows sending (never a minted one); mined marks its rows minted with their ids', () => {
    const sent = batchProgress(checked([[1, 1n]]), { type: 'sent', keys: [key(1), key(2)] })
    expect(states(sent)).toEqual([{ status: 'minted', tokenId: 1n }, { status: 'sending' }, { status: 'waiting' }])
    const mined = batchProgress(sent, { type: 'mined', minted: new Map([[key(2), 2n]]) })
    expect(states(mined)).toEqual([
      { status: 'minted', tokenId: 1n },
      { status: 'minted', tokenId: 2n },
      { status: 'waiting' },
    ])
  })

  test('failed marks every row not minted (waiting or sending) failed with the reason; minted rows stay', () => {
    const sent = batchProgress(checked([[1, 1n]]), { type: 'sent', keys: [key(2)] })
    expect(states(batchProgress(sent, { type: 'failed', reason: 'Not enough ETH to pay for gas.' }))).toEqual([
      { status: 'minted', tokenId: 1n },
      { status: 'failed', reason: 'Not enough ETH to pay for gas.' },
      { status: 'failed', reason: 'Not enough ETH to pay for gas.' },
    ])
  })

  test('cleared forgets the rows; events other than checked need rows', () => {
    expect(batchProgress(checked(), { type: 'cleared' })).toBeNull()
    expect(batchProgress(null, { type: 'sent', keys: [key(1)] })).toBeNull()
    expect(batchProgress(null, { type: 'mined', minted: new Map() })).toBeNull()
    expect(batchProgress(null, { type: 'failed', reason: 'x' })).toBeNull()
  })
})

describe('batchSummary', () => {
  test('says what is minted, what failed and why, and what is left', () => {
    expect(batchSummary(checked())).toBe('0 of 3 items minted; 3 to go.')
    const failed = batchProgress(checked([[1, 1n]]), { type: 'failed', reason: 'Rejected in the wallet.' })
    expect(batchSummary(failed as BatchProgress)).toBe('1 of 3 items minted; 2 not minted: Rejected in the wallet.')
    expect(batchCounts(failed as BatchProgress)).toEqual({ total: 3, minted: 1, failed: 2, left: 2 })
    const all = batchProgress(checked([[1, 1n]]), {
      type: 'mined',
      minted: new Map([
        [key(2), 2n],
        [key(3), 3n],
      ]),
    })
    expect(batchSummary(all as BatchProgress)).toBe('3 of 3 items minted.')
    expect(
      batchSummary(
        checked([
          [1, 1n],
          [2, 2n],
          [3, 3n],
        ]),
      ),
    ).toBe('All 3 items of this batch are minted already.')
    const one = batchProgress(null, { type: 'checked', rows: rows.slice(0, 1), minted: new Map() }) as BatchProgress
    expect(batchSummary(one)).toBe('0 of 1 item minted; 1 to go.')
  })
})
