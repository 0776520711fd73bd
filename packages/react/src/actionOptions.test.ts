import { describe, expect, test, vi } from 'vitest'
import { runAction } from './actionOptions.ts'

describe('runAction', () => {
  test('success: onSuccess with the result, then onComplete; resolves to the result', async () => {
    const calls: string[] = []
    const result = await runAction(async () => 42, {
      onSuccess: (value) => calls.push(`success ${value}`),
      onError: () => calls.push('error'),
      onComplete: () => calls.push('complete'),
    })
    expect(result).toBe(42)
    expect(calls).toEqual(['success 42', 'complete'])
  })

  test('failure: stored, onError called, not re-thrown, onComplete runs', async () => {
    const calls: string[] = []
    const result = await runAction(
      async () => {
        throw new Error('nope')
      },
      { onError: (error) => calls.push(`error ${error.message}`), onComplete: () => calls.push('complete') },
      (error) => calls.push(`stored ${error.message}`),
    )
    expect(result).toBeUndefined()
    expect(calls).toEqual(['stored nope', 'error nope', 'complete'])
  })

  test('failure with throwOnError: stored, onError still called, re-thrown, onComplete runs', async () => {
    const onError = vi.fn()
    const onComplete = vi.fn()
    const stored = vi.fn()
    await expect(
      runAction(
        async () => {
          throw new Error('nope')
        },
        { onError, onComplete, throwOnError: true },
        stored,
      ),
    ).rejects.toThrow('nope')
    expect(stored).toHaveBeenCalledOnce()
    expect(onError).toHaveBeenCalledOnce()
    expect(onComplete).toHaveBeenCalledOnce()
  })

  test('a thrown non-Error becomes an Error', async () => {
    const onError = vi.fn()
    await runAction(() => Promise.reject('plain string'), { onError })
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(Error)
    expect(onError.mock.calls[0]?.[0].message).toBe('plain string')
  })
})
