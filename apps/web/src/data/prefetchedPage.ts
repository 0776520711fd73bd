import { type DehydratedState, dehydrate, type FetchQueryOptions, QueryClient } from '@tanstack/react-query'
import { ErrorCode, type VitrineClient, VitrineError } from '@vitrine/react'
import type { GetServerSideProps, GetServerSidePropsContext } from 'next'
import { serverClient } from './serverClient.ts'

export type PrefetchedProps = { dehydratedState: DehydratedState }

// biome-ignore lint/suspicious/noExplicitAny: any query's options, whatever its data
type AnyQueryOptions = FetchQueryOptions<any, any, any, any>

type Loader<P> = (input: {
  queryClient: QueryClient
  client: VitrineClient
  context: GetServerSidePropsContext
  /** Fetches what the page is about: an unknown one (not found) makes the page a 404. */
  require: (options: AnyQueryOptions) => Promise<void>
}) => Promise<P | null>

const isNotFound = (error: unknown) =>
  error instanceof VitrineError && (error.code === ErrorCode.ObjectNotFound || error.code === ErrorCode.InvalidValue)

/**
 * A page's getServerSideProps: `load` fetches the page's data with the same query options its
 * hooks use, and the cache goes to the browser dehydrated, so the first paint has the data and
 * the browser does not fetch it again. `load` answering null, or an unknown collection or token
 * (`require` meeting a not-found), gives a real 404 page; a backend that cannot answer, a 503.
 */
export function prefetchedPage<P extends object>(load: Loader<P>): GetServerSideProps<P & PrefetchedProps> {
  return async (context) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })
    let notFound = false
    let unavailable = false
    const require = async (options: AnyQueryOptions) => {
      try {
        await queryClient.fetchQuery(options)
      } catch (error) {
        // Any failure but a not-found (the backend down, say) is the backend's: the page renders
        // without that data, which its hooks ask for again in the browser.
        if (isNotFound(error)) notFound = true
        else unavailable = true
      }
    }
    const props = await load({ queryClient, client: serverClient, context, require })
    if (props === null || notFound) return { notFound: true }
    if (unavailable) context.res.statusCode = 503
    // Through JSON: Next refuses `undefined` in props, and a query key may hold one.
    const dehydratedState = JSON.parse(JSON.stringify(dehydrate(queryClient))) as DehydratedState
    return { props: { ...props, dehydratedState } }
  }
}
