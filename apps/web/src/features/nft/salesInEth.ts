import { type Activity, NATIVE_CURRENCY } from '@vitrine/api'

/**
 * The sales a chart in ETH may draw, oldest first: those with a price paid in ETH or in the
 * market's WETH (`weth`, worth one ETH each; unknown while the market's terms load). A sale in any
 * other token is no price in ETH: anyone can fill a Seaport order in a token of their own making.
 */
export function salesInEth(sales: readonly Activity[], weth: string | undefined): (Activity & { price: string })[] {
  const inEth = (currency: string | null) =>
    currency === null || currency === NATIVE_CURRENCY || currency.toLowerCase() === weth?.toLowerCase()
  return sales
    .filter((sale): sale is Activity & { price: string } => sale.price !== null && inEth(sale.currency))
    .reverse()
}
