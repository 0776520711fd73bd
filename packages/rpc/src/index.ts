export { describeRpcError } from './describeRpcError.ts'
export { isRefusedByChain } from './isRefusedByChain.ts'
export { isTransientRpcError } from './isTransientRpcError.ts'
