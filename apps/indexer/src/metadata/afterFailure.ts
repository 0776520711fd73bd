import { MetadataFetchError } from '@vitrine/metadata'
import { SafeFetchError } from '@vitrine/safe-fetch'

/** Attempts before a document that keeps failing is marked `failed` (a refresh queues it again). */
export const MAX_ATTEMPTS = 5

/**
 * What follows a failed read of a metadata document (a token's or a lazy item's), its `attempts`
 * counting this one: tried again later with a growing delay, or `failed` when trying again cannot
 * help or the attempts are spent.
 */
export function afterFailure(error: unknown, attempts: number): { failed: boolean; delaySeconds: number } {
  const retryable = error instanceof SafeFetchError ? error.retryable : true
  return { failed: !retryable || attempts >= MAX_ATTEMPTS, delaySeconds: 30 * 2 ** attempts }
}

/**
 * The write of a document read: null once stored, else the failure of this one item. A document
 * the database refuses must fail its token or lazy item, not stop the indexer.
 */
export const storedOrFailure = (write: Promise<unknown>): Promise<MetadataFetchError | null> =>
  write.then(
    () => null,
    (cause: Error) => new MetadataFetchError(`The metadata could not be stored: ${cause.message}`, false, { cause }),
  )
