import { useState } from 'react'
import { type UseRaribleLazyMintParams, useMoralis, useRaribleLazyMint } from 'react-moralis'

type Envelope<T> = { data: { success: boolean; result: { data: T } } }

/**
 * useRaribleLazyMint: the wallet signs a voucher for an item not minted yet, and it is listed at
 * a price in Vitrine's order book (a lazy listing; the buyer mints it). Vitrine's plugin needs the
 * price, which react-moralis's params lack: it is passed as an extra param of the call.
 */
export function RaribleDemo() {
  const { Moralis, account, isWeb3Enabled, enableWeb3 } = useMoralis()
  const [tokenUri, setTokenUri] = useState('')
  const [price, setPrice] = useState('0.1')
  const params: UseRaribleLazyMintParams = {
    chain: 'eth',
    userAddress: account ?? '',
    tokenType: 'ERC721',
    tokenUri,
    supply: 1,
    royaltiesAmount: 500,
  }
  const mint = useRaribleLazyMint(params)
  const listed = mint.data as Envelope<{ orderHash: string }> | null

  let wei = ''
  try {
    wei = Moralis.Units.ETH(price)
  } catch {
    wei = ''
  }
  const lazyMint = async () => {
    // The wallet signs through moralis-v1's web3 provider: enabled by authenticate, or here.
    if (!isWeb3Enabled) await enableWeb3()
    const withPrice = { ...params, chain: 'eth' as const, royaltiesAmount: 500, price: wei }
    await mint.lazyMint({ params: withPrice })
  }

  return (
    <section aria-label="Rarible">
      <h3>rarible</h3>
      <input aria-label="Metadata URI" value={tokenUri} onChange={(e) => setTokenUri(e.target.value)} />
      <input
        aria-label="Lazy price (ETH)"
        inputMode="decimal"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <button type="button" disabled={mint.isFetching || !account || !tokenUri || !wei} onClick={lazyMint}>
        Lazy mint and list
      </button>
      {mint.isFetching ? <p>Confirm in your wallet…</p> : null}
      {mint.error ? <p role="alert">{mint.error.message}</p> : null}
      {listed ? <p data-testid="rarible-listed">{listed.data.result.data.orderHash}</p> : null}
    </section>
  )
}
