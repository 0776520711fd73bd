import type { OrderRefusal } from '@vitrine/api'

/** Why an order cannot go in the order book: the reason (its code is in `OrderRefusal`) and a sentence. */
export type Refusal = { refusal: OrderRefusal; message: string }

export const refuse = (refusal: OrderRefusal, message: string): Refusal => ({ refusal, message })
