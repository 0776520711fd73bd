export { collectionFactoryAbi, collectionFactoryBytecode } from './generated/CollectionFactory.ts'
export { creatorCollectionAbi, creatorCollectionBytecode } from './generated/CreatorCollection.ts'
export { creatorEditionAbi, creatorEditionBytecode } from './generated/CreatorEdition.ts'
export { simpleSmartWalletAbi, simpleSmartWalletBytecode } from './generated/SimpleSmartWallet.ts'
