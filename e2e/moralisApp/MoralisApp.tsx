import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { MoralisProvider, useMoralis, useNFTBalances } from 'react-moralis'
import { PluginsPanel } from './plugins/PluginsPanel.tsx'
import { ActiveItems } from './tutorial/ActiveItems.tsx'
import { ContractRead } from './tutorial/ContractRead.tsx'
import { SaveToIpfs } from './tutorial/SaveToIpfs.tsx'
import { TokenBalances } from './tutorial/TokenBalances.tsx'

/**
 * A react-moralis app as one was written for Moralis's hosted servers: only `serverUrl` and
 * `appId` point at Vitrine (here read from the page's address, so the test can pass its stack's).
 */
const query = new URLSearchParams(window.location.search)
const serverUrl = query.get('serverUrl') ?? 'http://localhost:2053/server'
const appId = query.get('appId') ?? 'vitrine'
const chain = query.get('chain') ?? '0x7a69'

function Account() {
  const { authenticate, isAuthenticated, isAuthenticating, user, logout, setUserData, refetchUserData, authError } =
    useMoralis()
  const [bio, setBio] = useState('')
  if (!isAuthenticated) {
    return (
      <section>
        <button type="button" disabled={isAuthenticating} onClick={() => authenticate()}>
          Authenticate
        </button>
        {authError ? <p role="alert">{authError.message}</p> : null}
      </section>
    )
  }
  return (
    <section>
      <p data-testid="eth-address">{user?.get('ethAddress')}</p>
      <p data-testid="bio">{user?.get('bio') ?? ''}</p>
      <input aria-label="Bio" value={bio} onChange={(event) => setBio(event.target.value)} />
      <button type="button" onClick={() => setUserData({ bio })}>
        Save bio
      </button>
      <button type="button" onClick={() => refetchUserData()}>
        Refetch
      </button>
      <button type="button" onClick={() => logout()}>
        Log out
      </button>
      <Balances />
      <TokenBalances chain={chain} />
      <SaveToIpfs />
      <PluginsPanel />
    </section>
  )
}

function Balances() {
  const { data, error, isLoading } = useNFTBalances()
  if (error) return <p role="alert">{error.message}</p>
  if (isLoading || !data) return <p>Loading NFTs…</p>
  return (
    <ul data-testid="nfts" data-total={data.total}>
      {(data.result ?? []).map((nft) => (
        <li key={nft.token_hash ?? `${nft.token_address}:${nft.token_id}`}>
          {nft.token_address}:{nft.token_id} {nft.metadata?.name ?? nft.name}
        </li>
      ))}
    </ul>
  )
}

function App() {
  const { isInitialized } = useMoralis()
  if (!isInitialized) return <p>Starting…</p>
  // The marketplace tutorial's pages read without a wallet: listings live, a contract's name.
  return (
    <>
      <Account />
      <ActiveItems />
      <ContractRead chain={chain} />
    </>
  )
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <MoralisProvider serverUrl={serverUrl} appId={appId}>
    <App />
  </MoralisProvider>,
)
