export { type AnvilArgumentsParameters, anvilArguments } from './anvilArguments.ts'
export { anvilBinaryPath } from './anvilBinaryPath.ts'
export { type DemoCollection, demoCollections } from './demo/demoCollections.ts'
export { devAccount, type SeededCollection, seedDemo } from './demo/seedDemo.ts'
export { type SeedLazyOrdersParameters, seedLazyOrders } from './demo/seedLazyOrders.ts'
export { type SeedOrdersParameters, seedOrders } from './demo/seedOrders.ts'
export {
  collectionFactories,
  type Deployment,
  type MarketContracts,
  parseRecordedDeployment,
  readDeployment,
  type StoredDeployment,
  type SwapContracts,
  writeDeployment,
} from './deployment.ts'
export { DEMO_POOL, DEMO_TOKEN, DEMO_TOKEN_GRANT } from './deploySwapContracts.ts'
export { type LazyRedeemGas, lazyRedeemGas } from './market/lazyRedeemGas.ts'
export { type Listing, type SeaportMarket, type SignedOrder, seaportMarket } from './market/seaportMarket.ts'
export { type PrepareChainParameters, prepareChain, SEED_LAZY_ORDERS_FILE, SEED_ORDERS_FILE } from './prepareChain.ts'
export { conduitControllerArtifact, seaportArtifact, weth9Artifact } from './seaportArtifacts.ts'
export { type AnvilHandle, startAnvil } from './startAnvil.ts'
export { uniswapV2FactoryArtifact, uniswapV2Router02Artifact } from './uniswapArtifacts.ts'
export { walletFor } from './walletFor.ts'
