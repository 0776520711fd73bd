import { Seaport } from '@opensea/seaport-js'
import type { MarketConfig } from '@vitrine/api'
import { BrowserProvider, type Eip1193Provider } from 'ethers'
import { createPublicClient, custom, type Hash, type PublicClient } from 'viem'
import { callFunction } from '../client/callFunction.ts'
import type { VitrineClient } from '../client/createParseClient.ts'
import { getMarketConfig } from '../orderBook/useMarketConfig.ts'
import type { WalletSnapshot } from '../wallet/WalletSnapshot.ts'
import { isWalletRejection, TradeError } from './TradeError.ts'
import type { TradeStepId, TradeStepStatus } from './tradeSteps.ts'

export type TradeContext = {
  client: VitrineClient
  wallet: NonNullable<WalletSnapshot>
  step: (id: TradeStepId, status: TradeStepStatus) => void
}

export type TradeSession = {
  config: MarketConfig
  account: `0x${string}`
  chain: PublicClient
  seaport: Seaport
  signer: Awaited<ReturnType<BrowserProvider['getSigner']>>
}

const INDEXED_TIMEOUT_MS = 30_000

/** seaport-js on the user's wallet, for the market the backend names (its Seaport, conduit, WETH). */
export async function openTradeSession(context: TradeContext): Promise<TradeSession> {
  const config = await getMarketConfig(context.client)
  if (context.wallet.chainId !== config.chainId)
    throw new TradeError('wrongChain', `Your wallet is on another network: switch it to chain ${config.chainId}.`)
  const provider = new BrowserProvider(context.wallet.provider as Eip1193Provider, config.chainId)
  provider.pollingInterval = 250
  const signer = await provider.getSigner(context.wallet.account)
  const conduitKey = config.conduitKey.toLowerCase()
  const seaport = new Seaport(signer as never, {
    overrides: { contractAddress: config.seaport, defaultConduitKey: conduitKey },
    conduitKeyToConduit: { [conduitKey]: config.conduit },
  })
  const chain = createPublicClient({ transport: custom(context.wallet.provider), pollingInterval: 250 }) as PublicClient
  return { config, account: context.wallet.account, chain, seaport, signer }
}

/** The chain's own clock (the latest block): the wall clock may run ahead of it, and Seaport refuses orders from the future. */
export async function chainTime(session: TradeSession): Promise<bigint> {
  return (await session.chain.getBlock()).timestamp
}

/** Asks the wallet for something (a signature, a transaction); a rejection or a failure becomes words (`explain` finds the reason of a failure). */
export async function inWallet<T>(
  ask: () => Promise<T>,
  explain: () => Promise<TradeError | null> = async () => null,
): Promise<T> {
  try {
    return await ask()
  } catch (error) {
    if (error instanceof TradeError) throw error
    if (isWalletRejection(error))
      throw new TradeError('rejected', 'You rejected the request in your wallet.', { cause: error })
    // Finding the reason is best effort: without one, the failure below still carries its cause.
    const reason = await explain().catch(() => null)
    if (reason) throw new TradeError(reason.reason, reason.message, { cause: error })
    throw new TradeError('failed', 'The wallet could not do it. Nothing was spent; try again.', { cause: error })
  }
}

/** Sends a transaction through the wallet (see `inWallet`); its hash. */
export async function send(
  transact: () => Promise<{ hash: string }>,
  explain?: () => Promise<TradeError | null>,
): Promise<Hash> {
  return (await inWallet(transact, explain)).hash as Hash
}

/** Waits for the transaction to be mined; a revert becomes words. Returns its block. */
export async function mined(
  session: TradeSession,
  hash: Hash,
  explain: () => Promise<TradeError | null> = async () => null,
): Promise<bigint> {
  const receipt = await session.chain.waitForTransactionReceipt({ hash, timeout: 120_000 })
  if (receipt.status !== 'success') {
    // Finding the reason is best effort: without one, the plain failure is said.
    const reason = await explain().catch(() => null)
    throw reason ?? new TradeError('failed', 'The transaction failed on the chain; nothing changed hands.')
  }
  return receipt.blockNumber
}

/** Waits until the backend has indexed `block`, so the pages show the trade. */
export async function indexed(client: VitrineClient, block: bigint): Promise<void> {
  const deadline = Date.now() + INDEXED_TIMEOUT_MS
  while (Date.now() < deadline) {
    // The trade is mined already: a failed poll is asked again until the deadline, never read as a status.
    const status = await callFunction(client, 'getSyncStatus', {}).catch(() => null)
    if (status?.indexedBlock != null && BigInt(status.indexedBlock) >= block) return
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new TradeError(
    'notIndexed',
    'The transaction went through; the site has not caught up yet and will show it shortly.',
  )
}

/** Runs seaport-js's approval transactions (conduit approvals) under the `approve` step. */
export async function runApprovals(
  session: TradeSession,
  context: TradeContext,
  actions: readonly { type: string }[],
): Promise<void> {
  const approvals = actions.filter((action) => action.type === 'approval') as unknown as {
    transactionMethods: { transact: () => Promise<{ hash: string }> }
  }[]
  if (approvals.length === 0) return context.step('approve', 'skipped')
  context.step('approve', 'active')
  for (const approval of approvals) await mined(session, await send(() => approval.transactionMethods.transact()))
  context.step('approve', 'done')
}
