import { erc2981Abi, type Royalty } from '@vitrine/market'
import { answerOrOutage } from './answerOrOutage.ts'
import type { TradeSession } from './tradeSession.ts'

/** The item's ERC-2981 royalty at `price` (`royaltyInfo`), as postOrder reads it; null when the collection has none. */
export async function royaltyOf(
  session: TradeSession,
  address: `0x${string}`,
  tokenId: string | bigint,
  price: bigint,
): Promise<Royalty | null> {
  const answer = await session.chain
    .readContract({ address, abi: erc2981Abi, functionName: 'royaltyInfo', args: [BigInt(tokenId), price] })
    .catch(answerOrOutage)
  return answer ? { receiver: answer[0], amount: answer[1] } : null
}
