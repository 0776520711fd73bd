/** Bounds of the API's inputs, so no request becomes an expensive query. */
export const LIMITS = {
  /** Items per page: `limit` 1 to this, default `defaultPage`. */
  page: 100,
  defaultPage: 20,
  /** Trait types in one filter, and values per type. */
  traitTypes: 10,
  traitValues: 50,
  traitTypeLength: 100,
  traitValueLength: 200,
  /** Length of a search text `q`. */
  query: 100,
  /** Length of an opaque cursor. */
  cursor: 1024,
} as const
