import type { PublicClient } from 'viem'

/**
 * When each block number first appeared on a live stream's response (`"block":N` in its events),
 * by `performance.now()`; `ended` says why the stream stopped before `signal` aborted it, if it did.
 */
export function readLiveBlocks(stream: Response, signal: AbortSignal) {
  const state = { at: new Map<number, number>(), ended: null as string | null }
  void (async () => {
    const reader = stream.body?.getReader()
    let text = ''
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array> | undefined
      try {
        chunk = await reader?.read()
      } catch (error) {
        // The bench's own abort at its end is not a failure; anything else is kept with its cause.
        if (!signal.aborted) state.ended = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
        return
      }
      if (!chunk || chunk.done) {
        if (!signal.aborted) state.ended = 'the server ended it'
        return
      }
      text += new TextDecoder().decode(chunk.value)
      for (const match of text.matchAll(/"block":(\d+)/g)) {
        const block = Number(match[1])
        if (!state.at.has(block)) state.at.set(block, performance.now())
      }
      text = text.slice(text.lastIndexOf('\n\n') + 1)
    }
  })()
  return state
}

/** When each head block was first seen on the node, polled every `everyMs`, until `stop()`. */
export function watchHeads(client: PublicClient, everyMs: number) {
  const at = new Map<number, number>()
  const timer = setInterval(() => {
    void client
      .getBlockNumber({ cacheTime: 0 })
      .then((head) => {
        if (!at.has(Number(head))) at.set(Number(head), performance.now())
      })
      .catch(() => {}) // a missed poll is no fact: the next one sees the block
  }, everyMs)
  return { at, stop: () => clearInterval(timer) }
}
