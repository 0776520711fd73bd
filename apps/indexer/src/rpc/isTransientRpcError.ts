import { BaseError, HttpRequestError, InternalRpcError, LimitExceededRpcError, TimeoutError } from 'viem'

/**
 * A node down, stalled or overloaded past the transport's own retries: worth another round later.
 * A refusal (HTTP 401, an invalid request) is not: it stops the process with its message.
 */
export const isTransientRpcError = (error: unknown) =>
  error instanceof BaseError &&
  error.walk(
    (cause) =>
      cause instanceof TimeoutError ||
      (cause instanceof HttpRequestError &&
        (cause.status === undefined || cause.status >= 500 || cause.status === 408 || cause.status === 429)) ||
      cause instanceof InternalRpcError ||
      cause instanceof LimitExceededRpcError,
  ) !== null
