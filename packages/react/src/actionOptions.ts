import { toError } from './errors.ts'

/** Options every action takes. */
export type ActionOptions<T> = {
  onSuccess?: (result: T) => void
  /** Called on every failure, also when `throwOnError` re-throws it. */
  onError?: (error: Error) => void
  /** Called after success and after failure alike. */
  onComplete?: () => void
  /** Re-throw the error after it is stored and `onError` has run. Default: false. */
  throwOnError?: boolean
}

/**
 * Runs an action with the option semantics of the contract: on failure the error goes to
 * `onFailure` (the state), then `onError`; it is re-thrown only with `throwOnError`, and then
 * `onComplete` still runs. Resolves to the result, or undefined after a failure not re-thrown.
 */
export async function runAction<T>(
  run: () => Promise<T>,
  options: ActionOptions<T> = {},
  onFailure: (error: Error) => void = () => {},
): Promise<T | undefined> {
  try {
    const result = await run()
    options.onSuccess?.(result)
    return result
  } catch (thrown) {
    const error = toError(thrown)
    onFailure(error)
    options.onError?.(error)
    if (options.throwOnError) throw error
    return undefined
  } finally {
    options.onComplete?.()
  }
}
