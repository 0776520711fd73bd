import { uniswapV2PairAbi, uniswapV2RouterAbi } from '@vitrine/market'
import { isRefusedByChain } from '@vitrine/rpc'
import Parse from 'parse/node'
import { type Address, erc20Abi, type PublicClient, zeroAddress } from 'viem'
import { isAbsent } from '../nft/nftInput.ts'
import { temporarilyUnavailable } from '../temporarilyUnavailable.ts'
import { parseMoralisChain } from './moralisChain.ts'
import { type MoralisParams, parseMoralisAddress } from './moralisInput.ts'

/** The swap route's Uniswap V2 Router02 and the wrapped native coin its pools are priced against. */
export type SwapRoute = { router: Address; weth: Address }

const notFound = (message: string) => new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, message)

/** `to_block`: the price at that block; absent, at the head. */
function parseToBlock(value: unknown): bigint | undefined {
  if (isAbsent(value)) return undefined
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text === 'string' && /^(0|[1-9][0-9]{0,19})$/.test(text)) return BigInt(text)
  throw new Parse.Error(Parse.Error.INVALID_VALUE, 'to_block must be a block number.')
}

/**
 * token.getTokenPrice({ chain, address, to_block? }): one whole token's mid price in the native
 * coin from the swap route's Uniswap V2 pool against WETH (reserves ratio, no fee, as Moralis
 * quoted), with the factory as `exchangeAddress` and the `path` read. `usdPrice` is null: the
 * route has no USD reference pool. No pool (or an empty one) is 101; an outage is 100.
 */
export async function getTokenPrice(
  client: Pick<PublicClient, 'readContract'>,
  chainId: number,
  route: SwapRoute | null,
  p: MoralisParams,
) {
  parseMoralisChain(p.chain, chainId)
  const token = parseMoralisAddress(p.address, 'address')
  const blockNumber = parseToBlock(p.to_block)
  if (!route)
    throw new Parse.Error(
      Parse.Error.UNSUPPORTED_SERVICE,
      'Token prices come from the swap route, and this server has none (SWAP_ROUTER_ADDRESS).',
    )
  const at = blockNumber === undefined ? {} : { blockNumber }
  const read = async <T>(call: () => Promise<T>, missing: string): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      if (isRefusedByChain(error)) throw Object.assign(notFound(missing), { cause: error })
      throw temporarilyUnavailable('Reading the token price', error)
    }
  }
  const factory = (await read(
    () => client.readContract({ address: route.router, abi: uniswapV2RouterAbi, functionName: 'factory', ...at }),
    'The swap route has no Uniswap V2 factory at that block.',
  )) as Address
  const weth = route.weth.toLowerCase() === token.toLowerCase()
  const native = { name: 'Ether', symbol: 'ETH', decimals: 18 }
  const answer = (value: bigint, path: Address[]) => ({
    nativePrice: { value: value.toString(), ...native },
    usdPrice: null,
    exchangeAddress: factory.toLowerCase(),
    exchangeName: 'Uniswap v2',
    path: path.map((a) => a.toLowerCase()),
  })
  if (weth) return answer(10n ** 18n, [token])
  const noPool = `No Uniswap V2 pool of ${token.toLowerCase()} against WETH with liquidity: no price.`
  const pair = (await read(
    () =>
      client.readContract({
        address: factory,
        abi: uniswapV2PairAbi,
        functionName: 'getPair',
        args: [token, route.weth],
        ...at,
      }),
    noPool,
  )) as Address
  if (pair === zeroAddress) throw notFound(noPool)
  const [reserves, decimals] = await Promise.all([
    read(
      () => client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves', ...at }),
      noPool,
    ),
    read(
      () => client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals', ...at }),
      `${token.toLowerCase()} has no decimals(): not an ERC-20.`,
    ),
  ])
  const tokenIsToken0 = token.toLowerCase() < route.weth.toLowerCase()
  const [tokenReserve, wethReserve] = tokenIsToken0 ? [reserves[0], reserves[1]] : [reserves[1], reserves[0]]
  if (tokenReserve === 0n || wethReserve === 0n) throw notFound(noPool)
  return answer((10n ** BigInt(decimals) * wethReserve) / tokenReserve, [token, route.weth])
}
