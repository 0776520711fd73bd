import { collectionFactories, type Deployment } from '@vitrine/devchain'

/** The contracts as the backend (`market`) and the indexer (`seaport`) take them. */
export const contractsEnv = (deployment: Deployment) => ({
  seaport: { SEAPORT_ADDRESSES: deployment.seaport, FACTORY_ADDRESSES: collectionFactories(deployment).join(',') },
  market: {
    SEAPORT_ADDRESS: deployment.seaport,
    COLLECTION_FACTORY: deployment.collectionFactory,
    CONDUIT_KEY: deployment.conduitKey,
    CONDUIT_ADDRESS: deployment.conduit,
    WETH_ADDRESS: deployment.weth,
    // The `oneInch` source's local route (1inch's API instead when ONEINCH_API_* are set).
    SWAP_ROUTER_ADDRESS: deployment.swapRouter,
    SWAP_TOKENS: deployment.demoToken,
  },
})
