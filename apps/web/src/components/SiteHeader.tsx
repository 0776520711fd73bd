import { AccountMenu } from './AccountMenu.tsx'
import { buttonClass } from './buttonClass.ts'
import { MAIN_LINKS, MainMenu } from './MainMenu.tsx'
import { SearchBox } from './SearchBox.tsx'
import styles from './SiteHeader.module.css'
import NextLink from './SiteLink.tsx'

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <NextLink href="/" className={styles.brand}>
          Vitrine
        </NextLink>
        <SearchBox />
        <nav aria-label="Main" className={styles.nav}>
          {MAIN_LINKS.map((link) => (
            <NextLink key={link.href} href={link.href} className={buttonClass('headerText')}>
              {link.label}
            </NextLink>
          ))}
        </nav>
        <MainMenu />
        <AccountMenu />
      </div>
    </header>
  )
}
