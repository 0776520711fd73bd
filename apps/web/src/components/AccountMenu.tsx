import { useAuth } from '@vitrine/react'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import { addressGradient } from '../addressGradient.ts'
import { shortAddress } from '../shortAddress.ts'
import { walletAddressOf } from '../walletAddressOf.ts'
import styles from './AccountMenu.module.css'
import { buttonClass } from './buttonClass.ts'
import NextLink from './SiteLink.tsx'

const AccountMenuPopup = dynamic(() => import('./AccountMenuPopup.tsx'), { ssr: false })

/** Sign in, or who is signed in with a menu to the account and out. */
export function AccountMenu() {
  const { status, user } = useAuth()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)

  if (status === 'undefined') {
    // Holds the button's place while the stored session is read (Skeleton would add bundle weight).
    return <div aria-hidden className={styles.placeholder} />
  }
  if (!user || status === 'unauthenticated') {
    return (
      <NextLink href="/sign-in" className={buttonClass('light')}>
        Sign in
      </NextLink>
    )
  }
  // Wallet users are named after their address until they choose a name: show it short.
  const named = user.username && user.username.toLowerCase() !== user.ethAddress?.toLowerCase()
  const address = walletAddressOf(user)
  const label = named ? (user.username as string) : address ? shortAddress(address) : 'Account'
  return (
    <>
      <button
        type="button"
        className={`${buttonClass('headerText')} ${styles.account}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Account menu for ${label}`}
        data-testid="account-button"
      >
        {/* A name's initial; a wallet's own colours, not the "0" of its "0x". */}
        <span
          aria-hidden
          className={styles.initial}
          style={named || !address ? undefined : { background: addressGradient(address) }}
        >
          {named || !address ? label.slice(0, 1).toUpperCase() : null}
        </span>
        <span className={styles.label}>{status === 'authenticating' ? 'Signing in…' : label}</span>
      </button>
      <AccountMenuPopup anchor={anchor} onClose={() => setAnchor(null)} profile={address ? `/u/${address}` : null} />
    </>
  )
}
