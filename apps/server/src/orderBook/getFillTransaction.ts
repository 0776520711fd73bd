import type { MintVoucherJson } from '@vitrine/api'
import { redeemTransaction, toMintVoucher } from '@vitrine/market'
import Parse from 'parse/node'
import { getAddress, type Hex } from 'viem'
import type { FunctionHandler } from '../functions/defineServerFunction.ts'
import type { OrderStore } from './orderStore.ts'

/** `getFillTransaction({ orderHash, taker })`: the one transaction that fills a lazy order. */
export const getFillTransaction =
  (store: OrderStore): FunctionHandler<'getFillTransaction'> =>
  async ({ orderHash, taker }) => {
    const row = await store.get(orderHash.toLowerCase())
    if (!row) throw new Parse.Error(Parse.Error.OBJECT_NOT_FOUND, `No order ${orderHash} is in the order book.`)
    if (row.kind !== 'lazy')
      throw new Parse.Error(
        Parse.Error.INVALID_VALUE,
        'This is a Seaport order: fill it with seaport-js (getOrder answers its parameters and signature).',
      )
    if (row.status !== 'active')
      throw new Parse.Error(Parse.Error.INVALID_VALUE, `This order is ${row.status}: it cannot be filled.`)
    if (getAddress(taker) === getAddress(row.maker))
      throw new Parse.Error(
        Parse.Error.INVALID_VALUE,
        'The taker is the maker: a creator does not buy their own voucher.',
      )
    const tx = redeemTransaction(toMintVoucher(row.parameters as MintVoucherJson), row.signature as Hex)
    return { to: tx.to, data: tx.data, value: tx.value.toString() }
  }
