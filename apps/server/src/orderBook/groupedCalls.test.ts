import { expect, test } from 'vitest'
import { createGroupedCalls } from './groupedCalls.ts'

/** A write that records its batches and answers when told to. */
function recordingWrite(fail: (item: number) => boolean = () => false) {
  const batches: number[][] = []
  const pending: (() => void)[] = []
  const write = (items: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push(items)
      pending.push(() =>
        items.some(fail) ? reject(new Error(`bad item in ${items.join(',')}`)) : resolve(items.map((x) => x * 10)),
      )
    })
  const answerAll = async () => {
    while (pending.length > 0) {
      for (const answer of pending.splice(0)) answer()
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  return { batches, write, answerAll }
}

test('items of one turn go together; items arriving while writes are under way wait for the next', async () => {
  const { batches, write, answerAll } = recordingWrite()
  const put = createGroupedCalls(write, { maxBatch: 3, maxInFlight: 1 })
  const first = [1, 2].map(put)
  await new Promise((resolve) => setImmediate(resolve))
  expect(batches).toEqual([[1, 2]])
  // The write is under way: these wait, then go at most three at a time.
  const later = [3, 4, 5, 6].map(put)
  await new Promise((resolve) => setImmediate(resolve))
  expect(batches).toEqual([[1, 2]])
  await answerAll()
  expect(await Promise.all([...first, ...later])).toEqual([10, 20, 30, 40, 50, 60])
  expect(batches).toEqual([[1, 2], [3, 4, 5], [6]])
})

test('up to maxInFlight writes at once', async () => {
  const { batches, write, answerAll } = recordingWrite()
  const put = createGroupedCalls(write, { maxBatch: 2, maxInFlight: 2 })
  const all = [1, 2, 3, 4, 5].map(put)
  await new Promise((resolve) => setImmediate(resolve))
  expect(batches).toEqual([
    [1, 2],
    [3, 4],
  ])
  await answerAll()
  expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50])
  expect(batches.at(-1)).toEqual([5])
})

test('a failed batch is written again item by item: only the bad item fails, with its own error', async () => {
  const { batches, write, answerAll } = recordingWrite((item) => item === 2)
  const put = createGroupedCalls(write, { maxBatch: 8, maxInFlight: 1 })
  const all = [1, 2, 3].map((item) => put(item).then(String, (error: Error) => error.message))
  await new Promise((resolve) => setImmediate(resolve))
  await answerAll()
  expect(await Promise.all(all)).toEqual(['10', 'bad item in 2', '30'])
  expect(batches).toEqual([[1, 2, 3], [1], [2], [3]])
})
