import { expect, inject, test } from 'vitest'
import { selfRequests } from './selfRequestWatch.ts'

/** A file's last test: the backend sent no request to itself, from its start to the end of the file. */
export function testNoSelfRequests(): void {
  test('the backend sent no HTTP request to itself', () => {
    expect(selfRequests(inject('selfRequestsFile'))).toEqual([])
  })
}
