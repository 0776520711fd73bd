// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { type ListQuery, QueryList } from './QueryList.tsx'

beforeAll(() => {
  // jsdom has none; LoadMore's scroll sentinel needs one (its button is what is tested here).
  globalThis.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver
})
afterEach(cleanup)

const idle: ListQuery = { isError: false, error: null, refetch: () => {}, isPending: false }

const list = (query: ListQuery, items: string[]) =>
  render(
    <QueryList query={query} items={items} empty={<p>Nothing here</p>} header={<p>Filter</p>} moreLabel="More things">
      {(shown) => (
        <ul aria-label="Things">
          {shown.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryList>,
  )

test('a failed list says why and tries again on demand, without its header', () => {
  const refetch = vi.fn()
  list({ ...idle, isError: true, error: new Error('The API is down.'), refetch }, [])
  expect(screen.getByRole('alert').textContent).toContain('The API is down.')
  expect(screen.queryByText('Filter')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(refetch).toHaveBeenCalledOnce()
})

test('a list loading its first page shows placeholders only', () => {
  const { container } = list({ ...idle, isPending: true }, [])
  expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(4)
  expect(screen.queryByText('Filter')).toBeNull()
  expect(screen.queryByText('Nothing here')).toBeNull()
})

test('an empty list says so under its header, with no button for more', () => {
  list({ ...idle, hasNextPage: true, fetchNextPage: () => {} }, [])
  expect(screen.getByText('Filter')).toBeTruthy()
  expect(screen.getByText('Nothing here')).toBeTruthy()
  expect(screen.queryByRole('button')).toBeNull()
})

test('a list shows its items, and a next page is fetched on demand while there is one', () => {
  const fetchNextPage = vi.fn()
  const { rerender } = list({ ...idle, hasNextPage: true, isFetchingNextPage: false, fetchNextPage }, ['a', 'b'])
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b'])
  fireEvent.click(screen.getByRole('button', { name: 'More things' }))
  expect(fetchNextPage).toHaveBeenCalledOnce()
  rerender(
    <QueryList query={{ ...idle, hasNextPage: false, fetchNextPage }} items={['a', 'b', 'c']} empty={null}>
      {(shown) => <p>{shown.join(',')}</p>}
    </QueryList>,
  )
  expect(screen.getByText('a,b,c')).toBeTruthy()
  expect(screen.queryByRole('button')).toBeNull()
})
