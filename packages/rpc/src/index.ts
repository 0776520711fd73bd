export { type ChainReads, type ContractRead, createChainReads, type Head } from './chainReads.ts'
export { describeRpcError } from './describeRpcError.ts'
export { isRefusedByChain } from './isRefusedByChain.ts'
export { isTransientRpcError } from './isTransientRpcError.ts'
