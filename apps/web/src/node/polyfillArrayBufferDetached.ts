/**
 * `ArrayBuffer.prototype.detached` (ES2024) for Node 20, which lacks it (Node 22 has it). Without it
 * React's server renderer warns on every start that it "encountered an empty buffer" it cannot tell
 * from a detached one. Loaded by next.config.ts, before any of Next's server code renders.
 *
 * A buffer is detached when it reports no bytes and no view can be made on it: a real empty buffer
 * accepts a view, a detached one throws a TypeError. Does nothing where the runtime has its own.
 */
export function polyfillArrayBufferDetached(prototype: ArrayBuffer = ArrayBuffer.prototype): void {
  if (Object.hasOwn(prototype, 'detached')) return
  const byteLength = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength')?.get as (
    this: ArrayBuffer,
  ) => number
  Object.defineProperty(prototype, 'detached', {
    configurable: true,
    enumerable: false,
    get(this: ArrayBuffer): boolean {
      // Throws a TypeError for anything that is not an ArrayBuffer, as the built-in getter does.
      if (byteLength.call(this) !== 0) return false
      try {
        new Uint8Array(this)
        return false
      } catch {
        // Only a detached buffer refuses a view of length 0.
        return true
      }
    },
  })
}

polyfillArrayBufferDetached()
