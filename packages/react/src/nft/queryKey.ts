import type { FunctionName } from '@vitrine/api'

/**
 * The query key of a function's answer: its name and its parameters without the ones left out,
 * so the key a page builds on the server equals the browser's, and survives JSON (dehydration).
 */
export function queryKey<N extends FunctionName>(name: N, params: object, ...rest: string[]) {
  const given = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== null))
  return ['vitrine', name, given, ...rest] as const
}
