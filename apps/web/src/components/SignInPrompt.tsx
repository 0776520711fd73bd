import { buttonClass } from './buttonClass.ts'
import styles from './SignInPrompt.module.css'
import NextLink from './SiteLink.tsx'

/**
 * A page's word to a visitor who is not signed in, with the way to sign in. It appears once the
 * session is known in the browser, after hydration: static CSS, so nothing is compiled then.
 */
export function SignInPrompt({ children }: { children: string }) {
  return (
    <section className={styles.panel}>
      <h2 className={styles.heading}>{children}</h2>
      <NextLink href="/sign-in" className={buttonClass('contained')}>
        Sign in
      </NextLink>
    </section>
  )
}
