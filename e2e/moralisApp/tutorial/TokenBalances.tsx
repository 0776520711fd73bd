import { useState } from 'react'
import { useMoralis, useMoralisWeb3Api } from 'react-moralis'

type Balance = { token_address: string; symbol: string | null; decimals: number | null; balance: string }

/** The signed-in wallet's ERC-20s, as the tutorials' dashboards list them (account.getTokenBalances). */
export function TokenBalances({ chain }: { chain: string }) {
  const Web3Api = useMoralisWeb3Api()
  const { user } = useMoralis()
  const [balances, setBalances] = useState<Balance[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const load = async () => {
    setError(null)
    try {
      const options = { chain, address: String(user?.get('ethAddress')) }
      setBalances((await Web3Api.account.getTokenBalances(options as never)) as unknown as Balance[])
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
    }
  }
  return (
    <section aria-label="Token balances">
      <button type="button" onClick={load}>
        Load token balances
      </button>
      {error ? <p role="status">{error}</p> : null}
      {balances ? (
        <ul data-testid="token-balances">
          {balances.map((token) => (
            <li key={token.token_address}>
              {token.symbol} {token.balance}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
