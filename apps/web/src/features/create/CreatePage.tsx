import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { type MintTarget, useAuth, useRememberedWallet, useWallet } from '@vitrine/react'
import Head from 'next/head'
import { useState } from 'react'
import type { WalletClient } from 'viem'
import { SignInPrompt } from '../../components/SignInPrompt.tsx'
import { LoadError } from '../common/LoadError.tsx'
import { BatchMintForm, CreateCollectionForm, MintForm } from './createForms.ts'
import { type CreateConfig, getCreateConfig } from './createServices.ts'
import { FormSection } from './FormSection.tsx'
import type { MintFormProps } from './MintFormProps.ts'

/** `/create`: a collection through the factory, then items into it, from the creator's wallet. */
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
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Head>
        <title>Create · Vitrine</title>
      </Head>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Create
      </Typography>
      {/* In the page's first HTML, before the wallet and session are known: what the page is for. */}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Start a collection of your own through Vitrine's collection factory, then mint items into it, one at a time or a
        whole batch at once. Pictures and metadata are uploaded for you, and you confirm each step in your wallet.
      </Typography>
      {config.isError ? <LoadError error={config.error} retry={config.refetch} /> : null}
      {status === 'undefined' || (user && config.isPending) ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          {/* In the server HTML until the page's scripts run: turning only (a transform the
              compositor animates), not the arc's shrinking, which repaints every frame. */}
          <CircularProgress disableShrink aria-label="Loading" />
        </Box>
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
    </Box>
  )
}
