import { QueryClient } from '@tanstack/react-query'
import { ErrorCode, VitrineError } from '../errors.ts'

/** Answers that will not change on a second try: not found, a bad parameter. */
const isFinal = (error: unknown) =>
  error instanceof VitrineError && (error.code === ErrorCode.ObjectNotFound || error.code === ErrorCode.InvalidValue)

/**
 * A query client for the data hooks. Data is fresh for 30 s: a page prefetched on the server is
 * not fetched again by the browser on hydration. A not-found or bad request is not retried.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !isFinal(error) && failures < 2,
        refetchOnWindowFocus: false,
      },
    },
  })
}
