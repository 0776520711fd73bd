import { describe, expect, it } from 'vitest'
import { idleTrade, stepsOf, type TradeAction, type TradeState, tradeReducer } from './tradeSteps.ts'

const buy: TradeAction = { type: 'buy', orders: [] }
const statuses = (state: TradeState) => state.steps.map((step) => `${step.id}:${step.status}`)

describe('tradeReducer', () => {
  it('starts with every step of the action pending', () => {
    expect(stepsOf({ type: 'list', listings: [], endTime: 1n }).map((s) => s.id)).toEqual(['approve', 'sign', 'post'])
    expect(statuses(tradeReducer(idleTrade, { type: 'start', action: buy }))).toEqual([
      'check:pending',
      'confirm:pending',
      'mined:pending',
      'indexed:pending',
    ])
  })

  it('finishes the active step when the next one starts, and skips what success never reached', () => {
    let state = tradeReducer(idleTrade, { type: 'start', action: { type: 'offer' } as unknown as TradeAction })
    state = tradeReducer(state, { type: 'step', id: 'wrap', status: 'skipped' })
    state = tradeReducer(state, { type: 'step', id: 'sign', status: 'active' })
    expect(statuses(state)).toEqual(['wrap:skipped', 'approve:skipped', 'sign:active', 'post:pending'])
    state = tradeReducer(state, { type: 'step', id: 'post', status: 'active' })
    state = tradeReducer(state, { type: 'success' })
    expect(state.status).toBe('success')
    expect(statuses(state)).toEqual(['wrap:skipped', 'approve:skipped', 'sign:done', 'post:done'])
  })

  it('fails the active step and keeps the error', () => {
    let state = tradeReducer(idleTrade, { type: 'start', action: buy })
    state = tradeReducer(state, { type: 'step', id: 'check', status: 'active' })
    state = tradeReducer(state, { type: 'error', error: new Error('It has sold already.') })
    expect(state.status).toBe('error')
    expect(state.error?.message).toBe('It has sold already.')
    expect(statuses(state)[0]).toBe('check:failed')
    expect(tradeReducer(state, { type: 'step', id: 'confirm', status: 'active' })).toBe(state)
    expect(tradeReducer(state, { type: 'reset' })).toBe(idleTrade)
  })
})
