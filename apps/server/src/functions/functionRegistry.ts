type ParseStatic = typeof import('parse/node')

/** What a cloud function gets from Parse Server (the fields our functions read). */
export type CloudRequest = {
  params: Record<string, unknown>
  master: boolean
  isReadOnly: boolean
  user: undefined
  installationId: string | undefined
  headers: Record<string, string | string[] | undefined>
  ip: string | undefined
  functionName: string
  context: Record<string, unknown>
}

export type CloudFunction = (request: CloudRequest) => unknown

/** Every cloud function as Parse Server runs it, by name: what the fast path calls too. */
export type FunctionRegistry = {
  /**
   * A Parse whose `Cloud.define` also keeps each function it is given. Used as the innermost
   * wrapper, it keeps the very function Parse Server runs (the contract's parameter check, the
   * read cache, the internal-error guard around the handler): a call answered beside Parse
   * (http/fastFunctions.ts) runs the same code, defined once.
   */
  wrap(parse: ParseStatic): ParseStatic
  /** The function Parse runs for `name`, when it has no validator (Parse would check first). */
  get(name: string): CloudFunction | undefined
}

export function createFunctionRegistry(): FunctionRegistry {
  const functions = new Map<string, CloudFunction>()
  return {
    wrap(parse) {
      const define = (name: string, handler: CloudFunction, validator?: unknown) => {
        // A validator (requireMaster …) or an Express-style (request, response) function is Parse's alone.
        if (validator === undefined && handler.length < 2) functions.set(name, handler)
        else functions.delete(name)
        return (parse.Cloud.define as (...args: unknown[]) => unknown)(name, handler, validator)
      }
      const Cloud = Object.create(parse.Cloud, { define: { value: define } })
      return Object.create(parse, { Cloud: { value: Cloud } }) as ParseStatic
    },
    get: (name) => functions.get(name),
  }
}
