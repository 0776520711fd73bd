import type { Address } from 'viem'
import { type MarketTerms, marketFee } from './checkOrderTerms.ts'
import type { OrderTerms } from './orderTerms.ts'
import { type Refusal, refuse } from './Refusal.ts'

/** An item's ERC-2981 royalty at the order's price (`royaltyInfo`); null when the collection answers none. */
export type Royalty = { receiver: Address; amount: bigint }

type Due = { amount: bigint; what: string }

const key = (address: Address) => address.toLowerCase()

/**
 * What the order owes besides the item, by recipient: the royalty (a receiver the collection
 * names is owed its amount, 0 included: a royalty that rounds to nothing at this price is owed
 * nothing and may be paid nothing) and the marketplace fee (rounded down, as `splitPrice` makes it).
 */
function owedPayments(price: bigint, royalty: Royalty | null, market: Pick<MarketTerms, 'feeRecipient' | 'feeBps'>) {
  const owed = new Map<string, Due>()
  const owe = (to: Address, amount: bigint, what: string) => {
    const due = owed.get(key(to))
    owed.set(key(to), due ? { amount: due.amount + amount, what: `${due.what} and ${what}` } : { amount, what })
  }
  if (royalty && BigInt(royalty.receiver) !== 0n) owe(royalty.receiver, royalty.amount, "the item's royalty")
  if (market.feeRecipient) owe(market.feeRecipient, marketFee(price, market.feeBps), 'the marketplace fee')
  return owed
}

/** An offer paid in a currency the market does not take (its WETH, or one the operator lists): why, in words. */
export function checkOfferCurrency(
  terms: Pick<OrderTerms, 'side' | 'currency'>,
  market: Pick<MarketTerms, 'offerCurrencies'>,
): Refusal | null {
  if (terms.side !== 'offer' || market.offerCurrencies.some((currency) => key(currency) === key(terms.currency)))
    return null
  const [weth, ...others] = market.offerCurrencies
  return refuse(
    'unknownCurrency',
    `The offer is paid in the token ${terms.currency}, which this marketplace does not take: offers are paid in its WETH (${weth})${others.length ? ` or ${others.join(', ')}` : ''}.`,
  )
}

/**
 * Whether an order pays only what is true (PRODUCT.md §6): an offer in a currency the market
 * takes; after the item itself, payments only to the royalty receiver (`royalty`, from the item's
 * `royaltyInfo` at the order's price) and the fee recipient, each in full and no more than owed;
 * and an offer whose seller still gets something. The one rule of the order book (postOrder), the
 * SDK and the site (before a fill): null when the order passes, else why not in words.
 */
export function checkPayments(
  terms: OrderTerms,
  royalty: Royalty | null,
  market: Pick<MarketTerms, 'feeRecipient' | 'feeBps' | 'offerCurrencies'>,
): Refusal | null {
  const foreign = checkOfferCurrency(terms, market)
  if (foreign) return foreign
  const owed = owedPayments(terms.price, royalty, market)
  let paidOut = 0n
  for (const [to, amount] of terms.payees) {
    const due = owed.get(key(to))
    if (!due)
      return refuse(
        'foreignPayee',
        `The order pays ${amount} to ${to}, who is neither the item's royalty receiver nor the marketplace's fee recipient: besides the ${terms.side === 'listing' ? "seller's proceeds" : 'item to the offerer'}, an order pays only those.`,
      )
    if (amount > due.amount)
      return refuse(
        'overpaid',
        `The order pays ${to} ${amount}, more than ${due.what} owed at this price (${due.amount}).`,
      )
    paidOut += amount
  }
  if (terms.side === 'offer' && paidOut >= terms.price)
    return refuse('overpaid', "The offer's royalty and fee take its whole price: the seller would get nothing.")
  const received = new Map([...terms.received].map(([to, amount]) => [key(to), amount]))
  for (const [to, due] of owed) {
    if ((received.get(to) ?? 0n) >= due.amount) continue
    if (royalty && to === key(royalty.receiver))
      return refuse(
        'royaltyUnpaid',
        `The order does not pay the item's royalty in full: ${royalty.amount} to ${royalty.receiver} at this price.`,
      )
    return refuse(
      'feeUnpaid',
      `The order does not pay the marketplace fee in full: ${due.amount} to ${market.feeRecipient}.`,
    )
  }
  return null
}
