import { useState } from 'react'
import { useMoralis, useOpenSeaOrders, useOpenSeaSellOrder } from 'react-moralis'

type OpenSeaOrder = { order_hash: string; side: string; current_price: string; maker: { address: string } }
type Envelope<T> = { data: { success: boolean; result: { data: T } } }

/** useOpenSeaOrders and useOpenSeaSellOrder on one token: Seaport orders of Vitrine's order book. */
export function OpenSeaDemo() {
  const { account, isWeb3Enabled, enableWeb3 } = useMoralis()
  const [tokenAddress, setTokenAddress] = useState('')
  const [tokenId, setTokenId] = useState('')
  const [tokenType, setTokenType] = useState<'ERC721' | 'ERC1155'>('ERC721')
  const [price, setPrice] = useState('0.1')
  const token = { network: 'mainnet' as const, tokenAddress, tokenId }
  const orders = useOpenSeaOrders({ ...token, orderSide: 1, page: 1 })
  const sell = useOpenSeaSellOrder({
    ...token,
    tokenType,
    userAddress: account ?? '',
    startAmount: Number(price),
    endAmount: Number(price),
  })
  const listed = sell.data as Envelope<{ orderHash: string }> | null
  const shown = (orders.data as { data: { orders: OpenSeaOrder[] } } | null)?.data.orders

  const list = async () => {
    // The wallet signs through moralis-v1's web3 provider: enabled by authenticate, or here.
    if (!isWeb3Enabled) await enableWeb3()
    await sell.createSellOrder()
  }

  return (
    <section aria-label="OpenSea">
      <h3>opensea</h3>
      <input aria-label="Collection" value={tokenAddress} onChange={(e) => setTokenAddress(e.target.value)} />
      <input aria-label="Token id" value={tokenId} onChange={(e) => setTokenId(e.target.value)} />
      <select
        aria-label="Token type"
        value={tokenType}
        onChange={(e) => setTokenType(e.target.value as 'ERC721' | 'ERC1155')}
      >
        <option value="ERC721">ERC721</option>
        <option value="ERC1155">ERC1155</option>
      </select>
      <button type="button" disabled={orders.isFetching} onClick={() => orders.getOrders()}>
        Get orders
      </button>
      {orders.error ? <p role="alert">{orders.error.message}</p> : null}
      {shown ? (
        <ul data-testid="opensea-orders" data-count={shown.length}>
          {shown.map((order) => (
            <li key={order.order_hash} data-order-hash={order.order_hash}>
              {order.side} {order.current_price} wei by {order.maker.address}
            </li>
          ))}
        </ul>
      ) : null}
      <input aria-label="Price (ETH)" value={price} onChange={(e) => setPrice(e.target.value)} />
      <button type="button" disabled={sell.isFetching || !account} onClick={list}>
        List for sale
      </button>
      {sell.isFetching ? <p>Confirm in your wallet…</p> : null}
      {sell.error ? <p role="alert">{sell.error.message}</p> : null}
      {listed ? <p data-testid="opensea-listed">{listed.data.result.data.orderHash}</p> : null}
    </section>
  )
}
