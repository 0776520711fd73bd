import { formatUnits, parseUnits } from 'viem'

/** `Moralis.Units` as moralis-v1 has it: amounts to base units (decimal strings) and back. */
export const moralisUnits = {
  /** Ether to wei: `ETH('0.5')` → `'500000000000000000'`. */
  ETH: (amount: string | number) => parseUnits(String(amount), 18).toString(),
  /** A token amount to its base units. */
  Token: (amount: string | number, decimals: number | string = 18) =>
    parseUnits(String(amount), Number(decimals)).toString(),
  /** Base units (wei by default) to a number of whole units. */
  FromWei: (amount: string | number | bigint, decimals: number | string = 18) =>
    Number(formatUnits(BigInt(amount), Number(decimals))),
}
