import { useDevAccounts, useNFTs } from '@vitrine/react'
import { useState } from 'react'
import { SelectField } from '../features/common/SelectField.tsx'
import { shortAddress } from '../shortAddress.ts'
import { siteConfig } from '../siteConfig.ts'
import { Button } from './Button.tsx'
import page from './page.module.css'

/** The local chain (anvil): its node holds dev accounts. */
const LOCAL_CHAIN_ID = 31337

/** Items counted per dev account in its option: enough to tell a trader from an empty account. */
const ITEMS_COUNTED = 20

/** A dev account as an option, with how many items it holds (the demo gives none to the deployer). */
function DevAccountOption({ address, index }: { address: `0x${string}`; index: number }) {
  const held = useNFTs({ owner: address, limit: ITEMS_COUNTED })
  const count = held.data?.results.length
  const items =
    count === undefined
      ? ''
      : count === 0
        ? ' · no items'
        : ` · ${count}${held.data?.cursor ? '+' : ''} item${count === 1 ? '' : 's'}`
  return (
    <option value={address}>
      Account {index} · {shortAddress(address)}
      {items}
    </option>
  )
}

/** What picking a dev account does: on the sign-in page, sign in; on the account page, link it. */
const PURPOSES = {
  signIn: {
    action: 'Sign in as this dev account',
    advice: 'To trade between two of them, sign in with another one in a second browser profile or a private window.',
  },
  link: {
    action: 'Link this dev account',
    advice: 'Link one to this account to list, offer and buy from it; it then signs you in here too.',
  },
} as const

/**
 * One of the local chain's dev accounts, picked to sign in with (or to link to the account signed
 * in): the node signs for them, so a newcomer can list, offer and buy without a wallet extension.
 * Shown only where the node holds such accounts.
 */
export function DevAccountPicker({
  disabled,
  onPick,
  purpose = 'signIn',
}: {
  disabled: boolean
  onPick: (account: `0x${string}`) => void
  purpose?: keyof typeof PURPOSES
}) {
  const { data: accounts, isPending } = useDevAccounts()
  // None at first: each option says what it holds, so the account is chosen, not defaulted to one with nothing.
  const [account, setAccount] = useState<`0x${string}` | ''>('')
  // The node is asked from the browser, after the first paint. On the local chain, whose node holds
  // them, the section is drawn (its picker disabled) until they are known: the form below does not
  // jump down when they arrive.
  const expected = isPending && siteConfig.chainId === LOCAL_CHAIN_ID
  if (!accounts?.length && !expected) return null
  return (
    <section aria-labelledby="dev-accounts-heading" className={page.spaced}>
      <h2 id="dev-accounts-heading" className={page.divider} style={{ margin: '0 0 16px' }}>
        or a dev account
      </h2>
      <p className={page.note} style={{ margin: '0 0 16px' }}>
        This chain's node holds dev accounts and signs for them: no wallet extension needed. {PURPOSES[purpose].advice}
      </p>
      <SelectField
        fullWidth
        label="Dev account"
        value={account}
        onChange={(value) => setAccount(value as `0x${string}` | '')}
      >
        <option value="" disabled>
          {accounts ? `Pick one of ${accounts.length} accounts…` : 'Asking the node…'}
        </option>
        {accounts?.map((address, index) => (
          <DevAccountOption key={address} address={address} index={index} />
        ))}
      </SelectField>
      <div style={{ marginTop: 12 }}>
        <Button
          fullWidth
          size="large"
          variant="outlined"
          disabled={disabled || !account}
          onClick={() => account && onPick(account)}
        >
          {PURPOSES[purpose].action}
        </Button>
      </div>
    </section>
  )
}
