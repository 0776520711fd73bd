import { OrderRefusal } from '@vitrine/api'
import type { Refusal } from '@vitrine/market'
import Parse from 'parse/node'
import { temporarilyUnavailable } from '../temporarilyUnavailable.ts'

/** A refused order: its reason's code (packages/api `OrderRefusal`) and sentence. */
export const refusalError = ({ refusal, message }: Refusal) => new Parse.Error(OrderRefusal[refusal], message)

/** The chain could not be read: an outage to retry (code 100, HTTP 503), never a verdict on the order. */
export const tryAgainError = (cause: unknown) => temporarilyUnavailable('Checking the order against the chain', cause)

export const marketOffError = () =>
  new Parse.Error(
    Parse.Error.OPERATION_FORBIDDEN,
    'The marketplace is off on this chain: set WETH_ADDRESS (and SEAPORT_ADDRESS, CONDUIT_KEY, CONDUIT_ADDRESS).',
  )
