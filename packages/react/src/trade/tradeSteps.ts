import type { MarketOrder, Standard, SwapQuote } from '@vitrine/api'
import type { SwapQuoteParameters } from '../sources/oneInch/swapCalls.ts'

/** What a trade asks of the user and the chain, in order. */
export type TradeStepId =
  | 'quote'
  | 'approveToken'
  | 'swap'
  | 'check'
  | 'wrap'
  | 'approve'
  | 'sign'
  | 'post'
  | 'confirm'
  | 'mined'
  | 'indexed'
export type TradeStepStatus = 'pending' | 'active' | 'done' | 'skipped' | 'failed'
export type TradeStep = { id: TradeStepId; label: string; status: TradeStepStatus }

/** An NFT as a trade names it. `amount`: ERC-1155 units (default 1). */
export type TradeItem = { address: `0x${string}`; tokenId: string; standard: Standard; amount?: string }

/** The trading actions (PRODUCT.md §6). Prices are all-in wei; times unix seconds. */
export type TradeAction =
  /** One item, or several under one bulk signature. */
  | { type: 'list'; listings: { item: TradeItem; price: bigint }[]; endTime: bigint }
  | { type: 'offer'; item: TradeItem; price: bigint; endTime: bigint }
  | { type: 'collectionOffer'; address: `0x${string}`; standard: Standard; price: bigint; endTime: bigint }
  /** One order, or a sweep of several in one `fulfillAvailableOrders` transaction. */
  | { type: 'buy'; orders: MarketOrder[] }
  /** Buys with another token: the agreed `quote` (of `request`) swaps it for the ETH, then the orders fill. */
  | { type: 'swapBuy'; orders: MarketOrder[]; quote: SwapQuote; request: SwapQuoteParameters }
  /** `tokenId`: the token given; needed for a collection offer. */
  | { type: 'acceptOffer'; order: MarketOrder; tokenId: string }
  | { type: 'cancel'; orders: MarketOrder[] }
  /** Cancels every order of the wallet (Seaport's `incrementCounter`). */
  | { type: 'cancelAll' }
  | { type: 'wrap'; amount: bigint }

const LABELS: Record<TradeStepId, string> = {
  quote: 'Check the quote',
  approveToken: 'Approve the token for the swap',
  swap: 'Swap it for ETH',
  check: 'Check the order on the chain',
  wrap: 'Wrap ETH into WETH',
  approve: 'Approve the marketplace',
  sign: 'Sign in your wallet',
  post: 'Publish',
  confirm: 'Confirm in your wallet',
  mined: 'Wait for the transaction',
  indexed: 'Update the site',
}

const IDS: Record<TradeAction['type'], TradeStepId[]> = {
  list: ['approve', 'sign', 'post'],
  offer: ['wrap', 'approve', 'sign', 'post'],
  collectionOffer: ['wrap', 'approve', 'sign', 'post'],
  buy: ['check', 'confirm', 'mined', 'indexed'],
  swapBuy: ['quote', 'approveToken', 'swap', 'check', 'confirm', 'mined', 'indexed'],
  acceptOffer: ['check', 'approve', 'confirm', 'mined', 'indexed'],
  cancel: ['confirm', 'mined', 'indexed'],
  cancelAll: ['confirm', 'mined', 'indexed'],
  wrap: ['confirm', 'mined'],
}

/** The steps of an action, all pending. */
export function stepsOf(action: TradeAction): TradeStep[] {
  return IDS[action.type].map((id) => ({ id, label: LABELS[id], status: 'pending' }))
}

/** The trade's state, as `useTrade` shows it. */
export type TradeState =
  | { status: 'idle'; steps: TradeStep[]; error: null }
  | { status: 'running'; steps: TradeStep[]; error: null }
  | { status: 'success'; steps: TradeStep[]; error: null }
  | { status: 'error'; steps: TradeStep[]; error: Error }

export type TradeEvent =
  | { type: 'start'; action: TradeAction }
  | { type: 'step'; id: TradeStepId; status: TradeStepStatus }
  | { type: 'success' }
  | { type: 'error'; error: Error }
  | { type: 'reset' }

export const idleTrade: TradeState = { status: 'idle', steps: [], error: null }

/**
 * The trade's reducer: a step going active finishes the ones before it that were still active; on
 * success the steps never reached are skipped; on failure the active step fails.
 */
export function tradeReducer(state: TradeState, event: TradeEvent): TradeState {
  switch (event.type) {
    case 'start':
      return { status: 'running', steps: stepsOf(event.action), error: null }
    case 'step': {
      if (state.status !== 'running') return state
      const at = state.steps.findIndex((step) => step.id === event.id)
      if (at < 0) return state
      const steps = state.steps.map((step, index) => {
        if (index === at) return { ...step, status: event.status }
        if (index < at && event.status === 'active' && step.status === 'active')
          return { ...step, status: 'done' as const }
        if (index < at && step.status === 'pending') return { ...step, status: 'skipped' as const }
        return step
      })
      return { ...state, steps }
    }
    case 'success':
      return {
        status: 'success',
        error: null,
        steps: state.steps.map((step) =>
          step.status === 'active'
            ? { ...step, status: 'done' }
            : step.status === 'pending'
              ? { ...step, status: 'skipped' }
              : step,
        ),
      }
    case 'error':
      return {
        status: 'error',
        error: event.error,
        steps: state.steps.map((step) => (step.status === 'active' ? { ...step, status: 'failed' } : step)),
      }
    case 'reset':
      return idleTrade
  }
}
