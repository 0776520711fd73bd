import type { FunctionName } from '@vitrine/api'
import {
  type AnyServerFunction,
  defineServerFunction,
  type FunctionHandler,
} from '../functions/defineServerFunction.ts'
import type { FunctionAccess } from '../permissions/functionAccess.ts'
import type { ServedPlugin } from '../sources/moralisPlugins.ts'
import { accountFunctions } from './accountFunctions.ts'
import { addressFunctions } from './addressFunctions.ts'
import { chainReadFunctions } from './chainReadFunctions.ts'
import type { MoralisWeb3Deps } from './moralisWeb3Deps.ts'
import { tokenFunctions } from './tokenFunctions.ts'

export type MoralisFunctionDeps = MoralisWeb3Deps & { plugins: readonly ServedPlugin[] }

const inMoralisShapes: FunctionAccess = { who: 'anyone', why: 'public chain data, in Moralis shapes' }

/** Moralis.Web3API calls open to anyone, each answered by its group's (account.*, token.*) function of its name. */
function web3ApiCalls<N extends FunctionName>(
  group: (deps: MoralisWeb3Deps) => { [K in N]: FunctionHandler<K> },
  names: readonly N[],
): AnyServerFunction[] {
  const define = (name: N) =>
    defineServerFunction<N>({
      name,
      access: inMoralisShapes,
      web3Api: true,
      handler: (deps) => group(deps.moralis)[name],
    })
  // Each definition has one name: of the union the list holds.
  return names.map((name) => define(name) as AnyServerFunction)
}

/**
 * What moralis-v1 calls on its server (PRODUCT.md §8): getServerTime and getPluginSpecs for
 * Moralis.start() and authenticate(), and the Moralis.Web3API calls it posts to
 * `/functions/<name>` when `serverUrl` is set, answered from the same public index (account.getNFTs
 * shares our getNFTs: moralisGetNFTs.ts); getNFTTrades and getNFTLowestPrice from our sales.
 */
export const moralisServerFunctions: AnyServerFunction[] = [
  // `{ dateTime }` (ms since 1970): moralis-v1 stamps the message a wallet signs with it
  // (`Id: <appId>:<dateTime>`), and the `moralisEth` adapter checks its age.
  defineServerFunction({
    name: 'getServerTime',
    access: { who: 'anyone', why: "the time moralis-v1 stamps a wallet sign-in's message with" },
    handler: () => async () => ({ dateTime: Date.now() }),
  }),
  ...web3ApiCalls(accountFunctions, ['getNFTsForContract', 'getNFTTransfers']),
  defineServerFunction({
    name: 'getNativeBalance',
    access: { who: 'anyone', why: 'a public balance, read from the chain' },
    web3Api: true,
    handler: (deps) => accountFunctions(deps.moralis).getNativeBalance,
  }),
  ...web3ApiCalls(addressFunctions, ['getTokenBalances', 'getTokenTransfers', 'getTransactions']),
  ...web3ApiCalls(tokenFunctions, [
    'getNFTMetadata',
    'getTokenIdMetadata',
    'getAllTokenIds',
    'getNFTOwners',
    'getContractNFTTransfers',
    'getNFTTrades',
    'getNFTLowestPrice',
  ]),
  ...chainReadFunctions,
]
