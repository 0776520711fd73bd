import {
  HttpRequestError,
  InternalRpcError,
  LimitExceededRpcError,
  ResourceUnavailableRpcError,
  TimeoutError,
  WebSocketRequestError,
} from 'viem'
import { causes } from './causes.ts'

/**
 * A node down, stalled or overloaded (past the transport's own retries): worth another try later,
 * never an answer about the chain. Found anywhere in the cause chain, so an error that wraps one
 * (`new Error('…', { cause })`) still counts. A refusal (HTTP 401, an invalid request) is not.
 */
export const isTransientRpcError = (error: unknown): boolean =>
  causes(error).some(
    (cause) =>
      cause instanceof TimeoutError ||
      cause instanceof WebSocketRequestError ||
      (cause instanceof HttpRequestError &&
        (cause.status === undefined || cause.status >= 500 || cause.status === 408 || cause.status === 429)) ||
      cause instanceof InternalRpcError ||
      cause instanceof LimitExceededRpcError ||
      cause instanceof ResourceUnavailableRpcError,
  )
