import { type AnyServerFunction, defineServerFunction } from '../functions/defineServerFunction.ts'
import type { FunctionAccess } from '../permissions/functionAccess.ts'
import { getMoralisBlock } from './moralisBlock.ts'
import { resolveDomain } from './moralisResolveDomain.ts'
import { getTokenMetadata } from './moralisTokenMetadata.ts'
import { getTokenPrice } from './moralisTokenPrice.ts'
import { runContractFunction } from './runContractFunction.ts'

const chainRead: FunctionAccess = { who: 'anyone', why: 'public chain data read at the head, in Moralis shapes' }

/**
 * Moralis.Web3API's reads of the chain itself (native.runContractFunction, native.getBlock,
 * token.getTokenMetadata, token.getTokenPrice, resolve.resolveDomain): open to anyone, signed
 * out too (`web3Api`), each within the chain-read budget (http/rateLimits.ts).
 */
export const chainReadFunctions: AnyServerFunction[] = [
  defineServerFunction({
    name: 'runContractFunction',
    access: chainRead,
    web3Api: true,
    handler:
      ({ moralis }) =>
      (p) =>
        runContractFunction(moralis.client, moralis.chainId, p),
  }),
  defineServerFunction({
    name: 'getBlock',
    access: chainRead,
    web3Api: true,
    handler:
      ({ moralis }) =>
      (p) =>
        getMoralisBlock(moralis.client, moralis.chainId, p),
  }),
  defineServerFunction({
    name: 'getTokenMetadata',
    access: chainRead,
    web3Api: true,
    handler:
      ({ moralis }) =>
      (p) =>
        getTokenMetadata(moralis.erc20, moralis.chainId, p),
  }),
  defineServerFunction({
    name: 'getTokenPrice',
    access: chainRead,
    web3Api: true,
    handler:
      ({ moralis }) =>
      (p) =>
        getTokenPrice(moralis.client, moralis.chainId, moralis.swapRoute, p),
  }),
  defineServerFunction({
    name: 'resolveDomain',
    access: { who: 'anyone', why: 'a clear refusal: no name service on this chain' },
    web3Api: true,
    handler:
      ({ moralis }) =>
      (p) =>
        resolveDomain(moralis.chainId, p),
  }),
]
