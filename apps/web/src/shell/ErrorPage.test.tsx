// @vitest-environment jsdom

import type { ServerResponse } from 'node:http'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { ErrorPage, errorStatus } from './ErrorPage.tsx'

afterEach(cleanup)

test('the status: the answer’s on the server; in the browser a crash is 500 and no error a 404', () => {
  const answered = (statusCode: number) => ({ statusCode }) as ServerResponse
  expect(errorStatus({ res: answered(404) })).toBe(404)
  expect(errorStatus({ res: answered(500), err: new Error('boom') })).toBe(500)
  expect(errorStatus({ err: new Error('a render crashed') })).toBe(500)
  expect(errorStatus({ err: Object.assign(new Error('gone'), { statusCode: 404 }) })).toBe(404)
  expect(errorStatus({})).toBe(404)
})

test('a 404 says nothing lives here and links home and to explore; any other status says something went wrong', () => {
  render(<ErrorPage statusCode={404} />)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nothing here')
  expect(screen.getByRole('link', { name: 'Explore collections' }).getAttribute('href')).toBe('/explore')
  cleanup()
  render(<ErrorPage statusCode={500} />)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong')
  expect(screen.getByText('500')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('/')
})
