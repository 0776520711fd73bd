import { useWallet } from '@vitrine/react'
import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import { SiteHeader } from './SiteHeader.tsx'
import styles from './SiteLayout.module.css'
import { TextLink } from './TextLink.tsx'

// Only relevant once a wallet is connected, so loaded then.
const WalletWarnings = dynamic(() => import('./WalletWarnings.tsx').then((m) => m.WalletWarnings), { ssr: false })

export function SiteLayout({ children }: { children: ReactNode }) {
  const { account } = useWallet()
  return (
    <div className={styles.page}>
      <SiteHeader />
      {account && <WalletWarnings />}
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <p className={styles.footerText}>
          Vitrine — an open NFT gallery and marketplace · <TextLink href="/explore">Explore</TextLink>
        </p>
      </footer>
    </div>
  )
}
