import { describe, expect, it } from 'vitest'
import { fillProblem, notEnoughEth } from './fillProblem.ts'

const state = (status: 'active' | 'inactive' | 'filled' | 'cancelled' | 'expired', statusReason = null as never) => ({
  status,
  statusReason,
  remaining: 1n,
  remainingPrice: 1n,
})

describe('fillProblem', () => {
  it('lets an active order through', () => {
    expect(fillProblem('listing', state('active'))).toBeNull()
  })

  it('names each reason a fill would fail, never a gas error', () => {
    expect(fillProblem('listing', state('filled'))?.message).toBe('It has sold already.')
    expect(fillProblem('listing', state('cancelled'))?.reason).toBe('cancelled')
    expect(fillProblem('offer', state('expired'))?.message).toBe('This offer has expired.')
    expect(fillProblem('listing', state('inactive', 'notOwned' as never))?.message).toBe(
      'The seller no longer owns it.',
    )
    expect(fillProblem('offer', state('inactive', 'insufficientBalance' as never))?.reason).toBe('offerNotBacked')
    expect(fillProblem('offer', state('inactive', 'insufficientAllowance' as never))?.message).toMatch(
      /no longer backed/,
    )
  })

  it('says how much ETH is needed and held', () => {
    expect(notEnoughEth(1_500_000_000_000_000_000n, 200_000_000_000_000_000n).message).toBe(
      'Not enough ETH: you need 1.5 ETH, you have 0.2 ETH.',
    )
  })
})
