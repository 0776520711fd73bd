import type { FunctionTable } from '../functions/functionTable.ts'

type Web3ApiCall = (params?: Record<string, unknown>) => Promise<unknown>

/**
 * `Moralis.Web3API` in cloud code: `Moralis.Web3API.account.getNFTs({ address })` runs Vitrine's
 * own function of that name in-process, as the master key, `chain` defaulting to `eth` as the
 * SDK's does. A call Vitrine does not answer fails with a sentence naming it.
 */
export function cloudCodeWeb3Api(table: FunctionTable): Record<string, Record<string, Web3ApiCall>> {
  const callOf =
    (group: string, name: string): Web3ApiCall =>
    async (params = {}) => {
      const run = table.functions.get(name)
      if (!run) throw new Error(`Moralis.Web3API.${group}.${name} is not answered by Vitrine.`)
      return run({
        params: { chain: 'eth', ...params },
        master: true,
        user: undefined,
        headers: {},
        ip: undefined,
        functionName: name,
        context: {},
      })
    }
  const groupOf = (group: string) =>
    new Proxy({} as Record<string, Web3ApiCall>, {
      get: (_, name) => (typeof name === 'string' ? callOf(group, name) : undefined),
    })
  return new Proxy({} as Record<string, Record<string, Web3ApiCall>>, {
    get: (_, group) => (typeof group === 'string' ? groupOf(group) : undefined),
  })
}
