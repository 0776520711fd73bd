export { simpleSmartWalletAbi, simpleSmartWalletBytecode } from './generated/SimpleSmartWallet.ts'
