import { demoTokenAbi, demoTokenBytecode } from '@vitrine/contracts'
import { type Abi, parseEther } from 'viem'
import { devAccount } from './demo/seedDemo.ts'
import { type DeployerClients, deploy, send } from './deployerWrites.ts'
import type { Deployment, SwapContracts } from './deployment.ts'
import { uniswapV2FactoryArtifact, uniswapV2Router02Artifact } from './uniswapArtifacts.ts'

/** The demo token: "Vitrine Demo USD", 6 decimals as USDC has. */
export const DEMO_TOKEN = { name: 'Vitrine Demo USD', symbol: 'vUSD', decimals: 6 } as const
const unit = 10n ** BigInt(DEMO_TOKEN.decimals)
/** What each dev account 1 to 9 is given to pay with. */
export const DEMO_TOKEN_GRANT = 10_000n * unit
/** The pool the swaps route through: 100 ETH against 300,000 vUSD (1 ETH = 3,000 vUSD). */
export const DEMO_POOL = { eth: parseEther('100'), tokens: 300_000n * unit }
const SUPPLY = 1_000_000n * unit

/**
 * The `oneInch` source's local liquidity (PRODUCT.md §6): Uniswap V2's factory and Router02 from
 * Uniswap's own artifacts, the demo ERC-20 given to dev accounts 1 to 9, and a vUSD/WETH pair
 * seeded through the router (the deployer keeps the pool's shares).
 */
export async function deploySwapContracts(
  clients: DeployerClients,
  deployment: Pick<Deployment, 'weth'>,
): Promise<SwapContracts> {
  const owner = clients.wallet.account.address
  const f = uniswapV2FactoryArtifact
  const r = uniswapV2Router02Artifact
  const swapFactory = await deploy(clients, f.abi, f.bytecode, [owner])
  const swapRouter = await deploy(clients, r.abi, r.bytecode, [swapFactory, deployment.weth])
  const demoToken = await deploy(clients, demoTokenAbi, demoTokenBytecode, [DEMO_TOKEN.name, DEMO_TOKEN.symbol, SUPPLY])
  const token = { address: demoToken, abi: demoTokenAbi as Abi }
  for (let i = 1; i <= 9; i++)
    await send(clients, { ...token, functionName: 'transfer', args: [devAccount(i).address, DEMO_TOKEN_GRANT] })
  await send(clients, { ...token, functionName: 'approve', args: [swapRouter, DEMO_POOL.tokens] })
  const { timestamp } = await clients.public.getBlock()
  await send(clients, {
    address: swapRouter,
    abi: r.abi,
    functionName: 'addLiquidityETH',
    args: [demoToken, DEMO_POOL.tokens, DEMO_POOL.tokens, DEMO_POOL.eth, owner, timestamp + 3600n],
    value: DEMO_POOL.eth,
  })
  return { swapFactory, swapRouter, demoToken }
}
