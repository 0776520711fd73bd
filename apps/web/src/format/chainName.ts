/** Chains a Vitrine is likely to run on, by id; the site does not load a chain list for a name. */
const NAMES: Record<number, string> = {
  1: 'Ethereum',
  10: 'OP Mainnet',
  137: 'Polygon',
  8453: 'Base',
  17000: 'Holesky',
  42161: 'Arbitrum One',
  11155111: 'Sepolia',
  31337: 'Local chain',
}

/** A chain's name for people, with its id ("Sepolia (11155111)"); an unknown one by its id. */
export function chainName(chainId: number): string {
  const name = NAMES[chainId]
  return name ? `${name} (${chainId})` : `Chain ${chainId}`
}
