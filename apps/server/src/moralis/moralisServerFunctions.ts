import { type AnyServerFunction, defineServerFunction } from '../functions/defineServerFunction.ts'
import type { FunctionAccess } from '../permissions/functionAccess.ts'
import type { ServedPlugin } from '../sources/moralisPlugins.ts'
import { accountFunctions } from './accountFunctions.ts'
import type { MoralisWeb3Deps } from './moralisWeb3Deps.ts'
import { tokenFunctions } from './tokenFunctions.ts'

export type MoralisFunctionDeps = MoralisWeb3Deps & { plugins: readonly ServedPlugin[] }

const inMoralisShapes: FunctionAccess = { who: 'anyone', why: 'public chain data, in Moralis shapes' }
const account = (deps: MoralisFunctionDeps) => accountFunctions(deps)
const token = (deps: MoralisFunctionDeps) => tokenFunctions(deps)

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
  defineServerFunction({
    name: 'getNFTsForContract',
    access: inMoralisShapes,
    handler: (deps) => account(deps.moralis).getNFTsForContract,
  }),
  defineServerFunction({
    name: 'getNFTTransfers',
    access: inMoralisShapes,
    handler: (deps) => account(deps.moralis).getNFTTransfers,
  }),
  defineServerFunction({
    name: 'getNativeBalance',
    access: { who: 'anyone', why: 'a public balance, read from the chain' },
    handler: (deps) => account(deps.moralis).getNativeBalance,
  }),
  defineServerFunction({
    name: 'getNFTMetadata',
    access: inMoralisShapes,
    handler: (deps) => token(deps.moralis).getNFTMetadata,
  }),
  defineServerFunction({
    name: 'getTokenIdMetadata',
    access: inMoralisShapes,
    handler: (deps) => token(deps.moralis).getTokenIdMetadata,
  }),
  defineServerFunction({
    name: 'getAllTokenIds',
    access: inMoralisShapes,
    handler: (deps) => token(deps.moralis).getAllTokenIds,
  }),
  defineServerFunction({
    name: 'getNFTOwners',
    access: inMoralisShapes,
    handler: (deps) => token(deps.moralis).getNFTOwners,
  }),
  defineServerFunction({
    name: 'getContractNFTTransfers',
    access: inMoralisShapes,
    handler: (deps) => token(deps.moralis).getContractNFTTransfers,
  }),
  defineServerFunction({
    name: 'getNFTTrades',
    access: inMoralisShapes,
    handler: (deps) => token(deps.moralis).getNFTTrades,
  }),
  defineServerFunction({
    name: 'getNFTLowestPrice',
    access: inMoralisShapes,
    handler: (deps) => token(deps.moralis).getNFTLowestPrice,
  }),
]
