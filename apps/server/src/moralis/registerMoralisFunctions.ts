import { isAbsent } from '../nft/nftInput.ts'
import { accountFunctions } from './accountFunctions.ts'
import { type MoralisParams, params } from './moralisInput.ts'
import { registerMoralisPlugins, type ServedPlugin } from './moralisPlugins.ts'
import type { MoralisWeb3Deps } from './moralisWeb3Deps.ts'
import { registerServerTime } from './registerServerTime.ts'
import { tokenFunctions } from './tokenFunctions.ts'

type ParseStatic = typeof import('parse/node')

export type MoralisFunctionDeps = MoralisWeb3Deps & { plugins: readonly ServedPlugin[] }

/**
 * What moralis-v1 calls on its server (PRODUCT.md §8): getServerTime and getPluginSpecs for
 * Moralis.start() and authenticate(), the plugins, and the Moralis.Web3API calls it posts to
 * `/functions/<name>` when `serverUrl` is set; getNFTTrades and getNFTLowestPrice from our sales.
 */
export function registerMoralisFunctions(Parse: ParseStatic, deps: MoralisFunctionDeps) {
  registerServerTime(Parse)
  registerMoralisPlugins(Parse, deps.plugins)
  const account = accountFunctions(deps)
  const token = tokenFunctions(deps)
  const web3 = {
    getNFTsForContract: account.getNFTsForContract,
    getNFTTransfers: account.getNFTTransfers,
    getNativeBalance: account.getNativeBalance,
    getNFTMetadata: token.getNFTMetadata,
    getTokenIdMetadata: token.getTokenIdMetadata,
    getAllTokenIds: token.getAllTokenIds,
    getNFTOwners: token.getNFTOwners,
    getContractNFTTransfers: token.getContractNFTTransfers,
    getNFTTrades: token.getNFTTrades,
    getNFTLowestPrice: token.getNFTLowestPrice,
  }
  for (const [name, run] of Object.entries(web3)) {
    Parse.Cloud.define(name, (request) => run(params(request)))
  }
}

/**
 * Moralis's account.getNFTs posts to `getNFTs`, the name of Vitrine's own function. One function
 * serves both, told apart by their parameters: Vitrine's names an `owner`, Moralis's an `address`
 * and a `chain` (moralis-v1 always sends one). Returns a Parse whose `Cloud.define('getNFTs', …)`
 * registers that dispatch around the given handler; every other name passes through unchanged.
 */
export function withMoralisGetNFTs(Parse: ParseStatic, deps: MoralisWeb3Deps): ParseStatic {
  const moralisGetNFTs = accountFunctions(deps).getNFTs
  const isMoralisCall = (p: MoralisParams) => isAbsent(p.owner) && !(isAbsent(p.address) && isAbsent(p.chain))
  const define: typeof Parse.Cloud.define = (name, handler, validator) => {
    if (name !== 'getNFTs') return Parse.Cloud.define(name, handler, validator)
    return Parse.Cloud.define(
      name,
      (request) => (isMoralisCall(params(request)) ? moralisGetNFTs(params(request)) : handler(request)),
      validator,
    )
  }
  const Cloud = Object.create(Parse.Cloud, { define: { value: define } })
  return Object.create(Parse, { Cloud: { value: Cloud } }) as ParseStatic
}
