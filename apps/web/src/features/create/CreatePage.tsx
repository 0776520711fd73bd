import { useQuery } from '@tanstack/react-query'
import { type MintTarget, useAuth, useRememberedWallet, useWallet } from '@vitrine/react'
import Head from 'next/head'
import { useState } from 'react'
import type { WalletClient } from 'viem'
import page from '../../components/page.module.css'
import { SignInPrompt } from '../../components/SignInPrompt.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { LoadError } from '../common/LoadError.tsx'
import { BatchMintForm, CreateCollectionForm, MintForm } from './createForms.ts'
import { type CreateConfig, getCreateConfig } from './createServices.ts'
import { FormSection } from './FormSection.tsx'
import type { MintFormProps } from './MintFormProps.ts'

/**
 * `/create`: a collection through the factory, then items into it, from the creator's wallet. The
 * page is static CSS; the forms bring MUI with them when shown (createForms.ts).
 */
export function CreatePage() {
  const { status, user } = useAuth()
  // Creating is done from the wallet: one enabled on an earlier visit comes back for it.
  useRememberedWallet()
  const { web3, account } = useWallet()
  const config = useQuery({ queryKey: ['createConfig'], queryFn: getCreateConfig, staleTime: Infinity })
  // The collection created on this page, if any: the mint forms start from it.
  const [created, setCreated] = useState<{ address: string; target?: MintTarget }>({ address: '' })
  const ready = user && web3 && account && config.data
  // Both mint forms start from the collection created on this page, if any.
  const mintProps = (
    config: CreateConfig,
    sessionToken: string,
    wallet: WalletClient,
    account: string,
  ): MintFormProps => ({
    config,
    sessionToken,
    wallet,
    account,
    collection: created.address,
    known: created.target,
  })
  return (
    <div className={page.wide}>
      <Head>
        <title>Create · Vitrine</title>
      </Head>
      <h1 className={page.title} style={{ marginBottom: 8 }}>
        Create
      </h1>
      {/* In the page's first HTML, before the wallet and session are known: what the page is for. */}
      <p className={page.lead}>
        Start a collection of your own through Vitrine's collection factory, then mint items into it, one at a time or a
        whole batch at once. Pictures and metadata are uploaded for you, and you confirm each step in your wallet.
      </p>
      {config.isError ? <LoadError error={config.error} retry={config.refetch} /> : null}
      {status === 'undefined' || (user && config.isPending) ? (
        <div className={page.centered}>
          {/* In the server HTML until the page's scripts run: a turning ring, a transform the
              compositor animates. */}
          <Spinner size={40} label="Loading" />
        </div>
      ) : !user || !web3 || !account ? (
        <SignInPrompt>Sign in with your wallet to create</SignInPrompt>
      ) : ready ? (
        <>
          <FormSection title="New collection">
            <CreateCollectionForm
              config={config.data}
              sessionToken={user.sessionToken}
              wallet={web3}
              account={account}
              onCreated={(address, standard) => setCreated({ address, target: { standard, owner: account } })}
            />
          </FormSection>
          <FormSection title="Mint into your collection">
            <MintForm {...mintProps(config.data, user.sessionToken, web3, account)} />
          </FormSection>
          <FormSection title="Mint a batch">
            <BatchMintForm {...mintProps(config.data, user.sessionToken, web3, account)} />
          </FormSection>
        </>
      ) : null}
    </div>
  )
}
