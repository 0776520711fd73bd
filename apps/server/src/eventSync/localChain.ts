/** Chain ids that name "my local development chain" in the apps' scripts (ganache's 1337, hardhat's 31337). */
const LOCAL_CHAIN_IDS = [1337, 31_337]

/** The chain `chainId` names on a server of `servedChainId`: a local id stands for a local served chain. */
export const servedChainOf = (chainId: number, servedChainId: number): number =>
  LOCAL_CHAIN_IDS.includes(chainId) && LOCAL_CHAIN_IDS.includes(servedChainId) ? servedChainId : chainId
