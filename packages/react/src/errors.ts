/**
 * Codes a `VitrineError` from the backend carries: Parse Server's error codes, the ones a page
 * acts on named. Any other code the server sends is passed on as it is.
 */
export const ErrorCode = {
  /** The server could not be reached (or answered something that is not Parse's JSON). */
  ConnectionFailed: 100,
  /** No such object: an unknown collection or token. */
  ObjectNotFound: 101,
  /** A parameter is not valid; the message names it. */
  InvalidValue: 162,
  /** The wallet (authData) being linked belongs to another account. */
  AccountAlreadyLinked: 208,
  /** Too many requests from this client; try again later. */
  TooManyRequests: 429,
} as const

/** The generic error of @vitrine/react and the base of all its errors. `code` is the server's, if any. */
export class VitrineError extends Error {
  override name = 'VitrineError'
  readonly code: number | undefined
  constructor(message: string, options: { cause?: unknown; code?: number } = {}) {
    super(message, { cause: options.cause })
    this.code = options.code
  }
}

/** An action that needs a signed-in user was called without one. */
export class NotAuthenticatedError extends VitrineError {
  override name = 'NotAuthenticatedError'
}

/** A value given to an action breaks a rule (e.g. a username that is not a string). */
export class ValidationError extends VitrineError {
  override name = 'ValidationError'
}

/** A hook was used outside `<VitrineProvider>`. */
export class MissingContextError extends VitrineError {
  override name = 'MissingContextError'
}

/** `<VitrineProvider>` was given a configuration it cannot work with. */
export class ConfigurationError extends VitrineError {
  override name = 'ConfigurationError'
}

/** Any thrown value as an Error, so state and callbacks always receive one. */
export function toError(value: unknown): Error {
  return value instanceof Error ? value : new VitrineError(String(value), { cause: value })
}

/** A batch was to be minted into a collection that cannot tell which of its rows have minted. */
export class UnresumableCollectionError extends VitrineError {
  override name = 'UnresumableCollectionError'
  constructor(options: { cause?: unknown } = {}) {
    super(
      'This collection was created before Vitrine could resume a batch safely: mint its items one at a time, or create a new collection for the batch.',
      options,
    )
  }
}
