import { describe, expect, it } from 'vitest'
import { isWalletRejection } from './TradeError.ts'

describe('isWalletRejection', () => {
  it('knows a rejection as wallets, ethers and viem report it', () => {
    expect(isWalletRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true)
    expect(isWalletRejection({ code: 'ACTION_REJECTED', message: 'user rejected action' })).toBe(true)
    expect(isWalletRejection({ message: 'could not coalesce error', info: { error: { code: 4001 } } })).toBe(true)
    expect(isWalletRejection(new Error('wrapped', { cause: new Error('User denied transaction signature') }))).toBe(
      true,
    )
  })

  it('does not take a revert or an outage for one', () => {
    expect(isWalletRejection(new Error('execution reverted'))).toBe(false)
    expect(isWalletRejection({ code: -32000, message: 'insufficient funds for gas' })).toBe(false)
    expect(isWalletRejection(null)).toBe(false)
  })
})
