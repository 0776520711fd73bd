import { type DehydratedState, dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { cloudFunctions, type FunctionName } from '@vitrine/api'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createParseClient } from '../client/createParseClient.ts'
import { ErrorCode, VitrineError } from '../errors.ts'
import { VitrineProvider } from '../VitrineProvider.tsx'
import { getCollectionQueryOptions } from './getCollection.ts'
import { useCollection } from './useCollection.ts'
import { useCollectionNFTs } from './useCollectionNFTs.ts'

/**
 * A scripted backend: each answer is first checked against the contract's result schema, so
 * these stand-ins cannot drift from what the real server answers (its tests check the same).
 */
const serverUrl = 'http://backend.test/server'
const dunes = '0x5392A33F7F677f59e833FEBF4016cDDD88fF9E67'
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let calls: { name: string; params: Record<string, unknown> }[]
let answer: (name: FunctionName, params: Record<string, unknown>) => { status: number; body: unknown }

const collection = {
  chainId: 31337,
  address: dunes,
  standard: 'ERC721',
  name: 'Dunes',
  symbol: 'DUNE',
  itemCount: 3,
  ownerCount: 2,
  floorPrice: null,
  topOffer: null,
  volume: '1500000000000000000',
  royaltyBps: 500,
  image: null,
  previewTokenIds: ['1', '2', '3'],
}
const nft = (tokenId: string) => ({
  chainId: 31337,
  address: dunes,
  tokenId,
  standard: 'ERC721',
  owner: alice,
  name: `Dunes #${tokenId}`,
  description: null,
  image: null,
  attributes: [{ trait_type: 'Palette', value: 'Dusk' }],
  tokenUri: null,
  metadataStatus: 'ok',
  collectionName: 'Dunes',
  collectionSymbol: 'DUNE',
  listing: null,
  topOffer: null,
})

beforeEach(() => {
  calls = []
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const name = new URL(input).pathname.replace('/server/functions/', '') as FunctionName
    const params = JSON.parse(String(init.body ?? '{}'))
    calls.push({ name, params })
    const { status, body } = answer(name, params)
    if (status === 200) cloudFunctions[name].result.parse((body as { result: unknown }).result)
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  })
})
afterEach(() => vi.unstubAllGlobals())

const wrapperWith =
  (queryClient?: QueryClient, state?: DehydratedState) =>
  ({ children }: { children: ReactNode }) => (
    <VitrineProvider appId="vitrine" serverUrl={serverUrl} queryClient={queryClient}>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </VitrineProvider>
  )

test('useCollection calls getCollection with its parameters and gives the answer', async () => {
  answer = () => ({ status: 200, body: { result: collection } })
  const { result } = renderHook(() => useCollection({ address: dunes }), { wrapper: wrapperWith() })
  await waitFor(() => expect(result.current.data).toEqual(collection))
  expect(calls).toEqual([{ name: 'getCollection', params: { address: dunes } }])
})

test('a not-found is a VitrineError with its code, not retried', async () => {
  answer = () => ({ status: 404, body: { code: 101, error: `No collection ${dunes} is indexed.` } })
  const { result } = renderHook(() => useCollection({ address: dunes }), { wrapper: wrapperWith() })
  await waitFor(() => expect(result.current.isError).toBe(true))
  expect(result.current.error).toBeInstanceOf(VitrineError)
  expect((result.current.error as VitrineError).code).toBe(ErrorCode.ObjectNotFound)
  expect(result.current.error?.message).toBe(`No collection ${dunes} is indexed.`)
  expect(calls).toHaveLength(1)
})

test('useCollectionNFTs pages on the keyset cursor until it is null', async () => {
  answer = (_, params) =>
    params.cursor === 'c1'
      ? { status: 200, body: { result: { results: [nft('3')], cursor: null } } }
      : { status: 200, body: { result: { results: [nft('1'), nft('2')], cursor: 'c1' } } }
  const params = { address: dunes, sort: 'newest' as const, traits: { Palette: ['Dusk'] }, limit: 2 }
  const { result } = renderHook(() => useCollectionNFTs(params), { wrapper: wrapperWith() })
  await waitFor(() => expect(result.current.hasNextPage).toBe(true))
  await act(() => result.current.fetchNextPage())
  await waitFor(() => expect(result.current.hasNextPage).toBe(false))
  expect(result.current.data?.pages.flatMap((page) => page.results.map((n) => n.tokenId))).toEqual(['1', '2', '3'])
  expect(calls.map((call) => call.params.cursor)).toEqual([null, 'c1'])
  expect(calls[1]?.params).toMatchObject({ traits: { Palette: ['Dusk'] }, sort: 'newest', limit: 2 })
})

test('data prefetched on the server is on the first render, and not fetched again', async () => {
  answer = () => ({ status: 200, body: { result: collection } })
  // The server side of a page: same query options, fetched, dehydrated through JSON as Next does.
  const server = new QueryClient()
  const client = createParseClient({ appId: 'vitrine', serverUrl })
  await server.prefetchQuery(getCollectionQueryOptions(client, { address: dunes }))
  const state = JSON.parse(JSON.stringify(dehydrate(server)))
  calls = []

  const { result } = renderHook(() => useCollection({ address: dunes }), { wrapper: wrapperWith(undefined, state) })
  expect(result.current.data).toEqual(collection)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(calls).toEqual([])
})

test('an unreachable server is a VitrineError with ConnectionFailed', async () => {
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('fetch failed')
  })
  const { result } = renderHook(() => useCollection({ address: dunes }), {
    wrapper: wrapperWith(new QueryClient({ defaultOptions: { queries: { retry: false } } })),
  })
  await waitFor(() => expect(result.current.isError).toBe(true))
  expect((result.current.error as VitrineError).code).toBe(ErrorCode.ConnectionFailed)
})
