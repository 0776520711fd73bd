import { SafeFetchError } from '@vitrine/safe-fetch'

/** A token's metadata could not be had or used; a fetch's own failures arrive as its base, SafeFetchError. */
export class MetadataFetchError extends SafeFetchError {
  override name = 'MetadataFetchError'
}
