import { formatEth } from './formatEth.ts'

type Priced = { price: string; amount: string }

/**
 * An order's price for the copies it sells or asks for: "0.2 ETH", or "0.06 ETH for 2" when an
 * ERC-1155 order is for more than one (its price is for all of them).
 */
export function formatOrderPrice(order: Priced, format: (amount: string) => string = formatEth): string {
  return order.amount === '1' ? format(order.price) : `${format(order.price)} for ${order.amount}`
}

/**
 * The price of one copy, as floors compare them: "0.2 ETH", or "0.03 ETH each" for an order of
 * several (rounded down to the wei).
 */
export function formatUnitPrice(order: Priced, format: (amount: string) => string = formatEth): string {
  const amount = BigInt(order.amount)
  if (amount <= 1n) return format(order.price)
  return `${format((BigInt(order.price) / amount).toString())} each`
}
