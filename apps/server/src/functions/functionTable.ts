/** A cloud function's request, whoever calls it: Parse Server, the fast path, the server API. */
export type CloudRequest = {
  params: Record<string, unknown>
  master: boolean
  isReadOnly?: boolean
  user: { id?: string | undefined; get(key: string): unknown } | undefined
  installationId?: string | undefined
  headers: Record<string, string | string[] | undefined>
  ip: string | undefined
  functionName?: string
  context?: Record<string, unknown>
}

/** A cloud function as mounted: access, parameters, cache and error boundary around its handler. */
export type MountedFunction = (request: CloudRequest) => Promise<unknown>

/** A function the fast path may answer, and whether its answer is a kept (cached) one. */
export type FastRoute = { run: MountedFunction; cached: boolean }

/**
 * Every mounted function by name, the very function Parse Server runs: a call answered beside
 * Parse (http/fastFunctions.ts) or made in-process (serverApi.ts) runs the same code.
 */
export type FunctionTable = { functions: Map<string, MountedFunction>; fast: Map<string, FastRoute> }

export const createFunctionTable = (): FunctionTable => ({ functions: new Map(), fast: new Map() })
