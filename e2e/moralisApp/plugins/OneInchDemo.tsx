import { useState } from 'react'
import { useMoralis, useOneInchQuote, useOneInchSwap, useOneInchTokens } from 'react-moralis'

type Token = { address: string; symbol: string; decimals: number }
type Answer<T> = { data: T } | null
type Quote = { fromTokenAmount: string; toTokenAmount: string }
/** What the swap's last web3Transaction trigger returns (`shouldReturnResponse`): ethers' receipt. */
type Receipt = { transactionHash: string; status: number }

/**
 * useOneInchTokens, useOneInchQuote and useOneInchSwap on the server's chain (Moralis's default,
 * `eth`, is not it): the oneInch source's tokens, a quote of an exact input, and the swap.
 */
export function OneInchDemo() {
  const { chainId, enableWeb3, isWeb3Enabled } = useMoralis()
  return (
    <section aria-label="1inch">
      <h3>oneInch</h3>
      {chainId ? (
        <OneInchSwap chain={chainId} />
      ) : (
        <button type="button" disabled={isWeb3Enabled} onClick={() => enableWeb3()}>
          Connect a wallet
        </button>
      )}
    </section>
  )
}

function OneInchSwap({ chain }: { chain: string }) {
  const tokens = useOneInchTokens({ chain })
  // Before the answer, react-moralis's data is an empty array.
  const answer = tokens.data as unknown as Partial<Answer<{ tokens: Record<string, Token> }>>
  const list = Object.values(answer?.data?.tokens ?? {})
  if (tokens.error) return <p role="alert">{tokens.error.message}</p>
  if (list.length < 2) return <p>Loading tokens…</p>
  return <SwapForm chain={chain} tokens={list} />
}

function SwapForm({ chain, tokens }: { chain: string; tokens: Token[] }) {
  const { Moralis } = useMoralis()
  const [from, setFrom] = useState(tokens[0] as Token)
  const [to, setTo] = useState(tokens[1] as Token)
  const [amount, setAmount] = useState('1')
  const pick = (address: string) => tokens.find((t) => t.address === address) as Token
  // Moralis's quote takes the amount in whole tokens; its swap passes it on as is, in the smallest unit.
  let smallest = ''
  try {
    smallest = Moralis.Units.Token(amount, from.decimals)
  } catch {
    smallest = ''
  }
  const valid = /^[1-9][0-9]*$/.test(smallest) && from.address !== to.address
  const pair = { chain, fromToken: from, toToken: to }
  // The quote hook converts the amount as it renders: an amount still being typed must not throw.
  const quote = useOneInchQuote({ ...pair, fromAmount: smallest ? amount : '0' })
  const swap = useOneInchSwap({ ...pair, fromAmount: smallest, slippage: 1 })
  const quoted = (quote.data as Answer<Quote>)?.data
  const receipt = swap.data as Receipt | null

  return (
    <>
      <select aria-label="Token sold" value={from.address} onChange={(e) => setFrom(pick(e.target.value))}>
        {tokens.map((t) => (
          <option key={t.address} value={t.address}>
            {t.symbol}
          </option>
        ))}
      </select>
      <select aria-label="Token bought" value={to.address} onChange={(e) => setTo(pick(e.target.value))}>
        {tokens.map((t) => (
          <option key={t.address} value={t.address}>
            {t.symbol}
          </option>
        ))}
      </select>
      <input aria-label="Amount sold" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      <button type="button" disabled={!valid || quote.isFetching} onClick={() => quote.getQuote()}>
        Get quote
      </button>
      {quote.error ? <p role="alert">{quote.error.message}</p> : null}
      {quoted ? (
        <p data-testid="oneinch-quote" data-amount={quoted.toTokenAmount}>
          {Moralis.Units.FromWei(quoted.toTokenAmount, to.decimals)} {to.symbol}
        </p>
      ) : null}
      <button type="button" disabled={!valid || swap.isFetching} onClick={() => swap.swap()}>
        Swap
      </button>
      {swap.isFetching ? <p>Confirm in your wallet…</p> : null}
      {swap.error ? <p role="alert">{swap.error.message}</p> : null}
      {receipt ? (
        <p data-testid="oneinch-swapped" data-status={receipt.status}>
          {receipt.transactionHash}
        </p>
      ) : null}
    </>
  )
}
