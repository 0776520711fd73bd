import { walletFor } from '@vitrine/devchain'
import { type Account, createPublicClient, type Hex, http } from 'viem'
import { inject } from 'vitest'

// biome-ignore lint/suspicious/noExplicitAny: triggers are the plugin protocol's loose JSON
type Trigger = Record<string, any>
type Cloud = { run(name: string, params: unknown): Promise<unknown> }

/**
 * moralis-v1's handleTriggers, step for step, for Node tests: its Node build cannot run a wallet
 * step (`web3Transaction` and `web3SignV4` assign a `let` declared in a later `case`: a
 * ReferenceError), while its browser build, which e2e/moralis.e2e.ts drives, runs them. Same
 * fields read, same memory card (the last saved response), same return.
 */
export async function runPluginTriggers(cloud: Cloud, triggers: Trigger[], account: Account) {
  const { rpcUrl, chainId } = inject('stack')
  const wallet = walletFor(account, rpcUrl, chainId)
  const client = createPublicClient({ transport: http(rpcUrl) })
  let saved: unknown
  for (const trigger of triggers) {
    switch (trigger.name) {
      case 'web3Transaction': {
        const { to, data, value } = trigger.data
        const hash = await wallet.sendTransaction({ to, data, value: BigInt(value ?? 0), chain: wallet.chain })
        if (trigger.shouldAwait) await client.waitForTransactionReceipt({ hash })
        break
      }
      case 'web3SignV4': {
        if (!trigger.from) throw new Error('web3SignV4 trigger does not have a `from` address')
        const { domain, types, message, primaryType } = JSON.parse(trigger.parameters[1])
        const { EIP712Domain: _, ...structs } = types
        const signature: Hex = await wallet.signTypedData({ account, domain, types: structs, primaryType, message })
        if (trigger.saveResponse) saved = { result: signature }
        break
      }
      case 'callPluginEndpoint': {
        const params = { ...trigger.params }
        if (trigger.useSavedResponse) {
          let value = saved as Record<string, unknown>
          for (const key of trigger.savedResponseAt) value = value[key] as Record<string, unknown>
          params[trigger.savedResponseAs] = value
        }
        const response = await cloud.run(`${trigger.pluginName}_${trigger.endpoint}`, params)
        if (trigger.saveResponse) saved = response
        if (trigger.shouldReturnResponse) return response
        break
      }
      default:
        throw new Error(`Unknown trigger: "${trigger.name}"`)
    }
  }
  return undefined
}
