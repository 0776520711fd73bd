import type { Address } from 'viem'
import { type MarketTerms, marketFee } from './checkOrderTerms.ts'

export type PricePayment = { recipient: Address; amount: bigint }

/**
 * How an all-in `price` is shared so that `postOrder` accepts it: the royalty (from the item's
 * `royaltyInfo` at that price; null when none) and the marketplace fee come out of it, the rest
 * is the seller's. A listing's consideration is the seller's proceeds then these payments, in ETH;
 * an offer's, the NFT to the offerer then these payments, in WETH (the offer item is `price`).
 */
export function splitPrice(
  price: bigint,
  royalty: { receiver: Address; amount: bigint } | null,
  market: Pick<MarketTerms, 'feeRecipient' | 'feeBps'>,
): { proceeds: bigint; payments: PricePayment[] } {
  const payments: PricePayment[] = []
  if (royalty && royalty.amount > 0n && BigInt(royalty.receiver) !== 0n)
    payments.push({ recipient: royalty.receiver, amount: royalty.amount })
  const fee = market.feeRecipient ? marketFee(price, market.feeBps) : 0n
  if (market.feeRecipient && fee > 0n) payments.push({ recipient: market.feeRecipient, amount: fee })
  const proceeds = price - payments.reduce((sum, p) => sum + p.amount, 0n)
  if (proceeds <= 0n) throw new RangeError('The price does not cover the royalty and the marketplace fee.')
  return { proceeds, payments }
}
