import { useRouter } from 'next/router'
import { useEffect, useRef } from 'react'
import styles from './MainMenu.module.css'
import NextLink from './SiteLink.tsx'

/** The site's sections, in the header's row on a wide screen and under its menu button on a phone. */
export const MAIN_LINKS = [
  { href: '/explore', label: 'Explore' },
  { href: '/create', label: 'Create' },
] as const

/**
 * The phone's main menu: a disclosure (`details`), so it opens before the page's scripts run too.
 * Once they run it closes when a link is followed, on Escape and on a click elsewhere.
 */
export function MainMenu() {
  const menu = useRef<HTMLDetailsElement>(null)
  const router = useRouter()
  useEffect(() => {
    const close = () => menu.current?.removeAttribute('open')
    const onClick = (event: MouseEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) close()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && menu.current?.open) {
        close()
        menu.current.querySelector('summary')?.focus()
      }
    }
    router.events.on('routeChangeStart', close)
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKey)
    return () => {
      router.events.off('routeChangeStart', close)
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKey)
    }
  }, [router.events])
  return (
    <details ref={menu} className={styles.menu}>
      <summary className={styles.toggle} aria-label="Main menu">
        <svg aria-hidden viewBox="0 0 24 24" width="24" height="24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <nav aria-label="Main" className={styles.panel}>
        {MAIN_LINKS.map((link) => (
          <NextLink key={link.href} href={link.href} className={styles.link}>
            {link.label}
          </NextLink>
        ))}
      </nav>
    </details>
  )
}
