import type { OrderComponentsJson } from '@vitrine/api'
import { orderComponentsTypes, seaportDomain, toOrderComponentsJson } from '@vitrine/market'
import Parse from 'parse/node'
import { type Address, encodeFunctionData, maxUint256, parseAbi, parseEther } from 'viem'
import type { z } from 'zod'
import type { MarketConfig } from '../../config.ts'
import type { PluginFunction, PluginTrigger } from '../moralisPlugins.ts'
import { pluginParams } from '../pluginParams.ts'
import type { TradingPluginDeps } from '../tradingPluginDeps.ts'
import { type Draft, type DraftRequest, draftOrder } from './draftOrder.ts'
import { createBuyOrderParams, createSellOrderParams, postSignedOrderParams } from './openseaParams.ts'

const approvalAbi = parseAbi([
  'function setApprovalForAll(address operator, bool approved)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function deposit() payable',
])

type Side = DraftRequest['side']

const EIP712_DOMAIN = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
]

/** A transaction the wallet sends (and waits for) before it signs. */
const transaction = (from: Address, to: Address, data: `0x${string}`, value = 0n): PluginTrigger => ({
  name: 'web3Transaction',
  data: { from, to, data, value: value.toString() },
  shouldAwait: true,
})

/**
 * The wallet steps of a drafted order, as moralis-v1's handleTriggers runs them: wrap ETH and
 * approve the conduit when needed, sign the order's EIP-712 typed data (`web3SignV4`, its
 * signature kept on the SDK's memory card), then post it to our order book through this
 * plugin's `postOrder` endpoint (`callPluginEndpoint`, the signature filled in from the card),
 * whose answer (`{ orderHash }` in the envelope) is what the plugin call returns.
 */
function signAndPost(deps: { chainId: number; market: MarketConfig }, draft: Draft, side: Side) {
  const { market } = deps
  const parameters = toOrderComponentsJson(draft.components)
  const { totalOriginalConsiderationItems: _, ...message } = parameters
  const offerer = parameters.offerer as Address
  const typedData = {
    types: { EIP712Domain: EIP712_DOMAIN, ...orderComponentsTypes },
    primaryType: 'OrderComponents',
    domain: seaportDomain(deps.chainId, market.seaport),
    message,
  }
  const triggers: PluginTrigger[] = []
  if (draft.wethShort > 0n)
    triggers.push(
      transaction(
        offerer,
        market.weth,
        encodeFunctionData({ abi: approvalAbi, functionName: 'deposit' }),
        draft.wethShort,
      ),
    )
  if (draft.needsApproval)
    triggers.push(
      side === 'listing'
        ? transaction(
            offerer,
            parameters.offer[0]?.token as Address,
            encodeFunctionData({ abi: approvalAbi, functionName: 'setApprovalForAll', args: [market.conduit, true] }),
          )
        : transaction(
            offerer,
            market.weth,
            encodeFunctionData({ abi: approvalAbi, functionName: 'approve', args: [market.conduit, maxUint256] }),
          ),
    )
  triggers.push(
    {
      name: 'web3SignV4',
      from: offerer,
      parameters: [offerer, JSON.stringify(typedData)],
      shouldAwait: true,
      saveResponse: true,
    },
    {
      name: 'callPluginEndpoint',
      pluginName: 'opensea',
      endpoint: 'postOrder',
      params: { parameters },
      useSavedResponse: true,
      savedResponseAt: ['result'],
      savedResponseAs: 'signature',
      shouldAwait: true,
      shouldReturnResponse: true,
    },
  )
  return { data: { parameters, typedData }, triggers }
}

type Deps = Pick<TradingPluginDeps, 'call' | 'reads' | 'chainId' | 'market'>

const marketOf = (deps: Deps): MarketConfig => {
  // The plugin is served only with its source on, which is the market configured.
  if (!deps.market) throw new Parse.Error(Parse.Error.UNSUPPORTED_SERVICE, 'The marketplace is off on this server.')
  return deps.market
}

/** What both order calls name besides the price: the item, its standard, the wallet, the end. */
type OrderRequest = Pick<
  z.infer<typeof createBuyOrderParams>,
  'tokenAddress' | 'tokenId' | 'tokenType' | 'userAddress' | 'expirationTime'
>

/** The order a call asks for, at `price`: drafted, then the wallet's steps to sign and post it. */
async function placeOrder(deps: Deps, market: MarketConfig, side: Side, p: OrderRequest, price: bigint) {
  const draft = await draftOrder(
    { ...deps, market },
    {
      side,
      tokenAddress: p.tokenAddress,
      tokenId: p.tokenId,
      tokenType: p.tokenType ?? 'ERC721',
      offerer: p.userAddress,
      price,
      expirationTime: p.expirationTime,
    },
  )
  return signAndPost({ chainId: deps.chainId, market }, draft, side)
}

/**
 * `opensea_createSellOrder({ tokenAddress, tokenId, userAddress, startAmount, … })`: a listing of
 * the item for `startAmount` ETH, all in, signed by the wallet and posted to our order book.
 */
export const createSellOrder =
  (deps: Deps): PluginFunction =>
  async (params) => {
    const p = pluginParams(createSellOrderParams, params)
    return placeOrder(deps, marketOf(deps), 'listing', p, parseEther(p.startAmount))
  }

/**
 * `opensea_createBuyOrder({ tokenAddress, tokenId, userAddress, amount, paymentTokenAddress })`:
 * an offer of `amount` WETH for the item (offers are paid in WETH), signed and posted likewise.
 */
export const createBuyOrder =
  (deps: Deps): PluginFunction =>
  async (params) => {
    const p = pluginParams(createBuyOrderParams, params)
    const market = marketOf(deps)
    if (p.paymentTokenAddress && p.paymentTokenAddress !== market.weth)
      throw new Parse.Error(
        Parse.Error.INVALID_VALUE,
        `paymentTokenAddress must be WETH (${market.weth}): offers here are paid in WETH.`,
      )
    return placeOrder(deps, market, 'offer', p, parseEther(p.amount))
  }

/** The `postOrder` endpoint the signing step calls: our `postOrder`, with all its checks. */
export const postSignedOrder =
  (deps: Pick<TradingPluginDeps, 'call'>): PluginFunction =>
  async (params, _userId, request) => {
    const { parameters, signature } = pluginParams(postSignedOrderParams, params)
    const answer = await deps.call('postOrder', { parameters: parameters as OrderComponentsJson, signature }, request)
    return { data: answer, triggers: [] }
  }
