import type { ComponentProps, ReactNode } from 'react'
import NextLink from './SiteLink.tsx'
import styles from './TextLink.module.css'

/**
 * A link in running text, underlined under the pointer. Plain (not MUI's Link, which with its
 * Typography adds weight to every page's first load).
 */
export function TextLink({
  href,
  children,
  title,
  wrap = 'normal',
}: {
  href: ComponentProps<typeof NextLink>['href']
  children: ReactNode
  title?: string
  /** `nowrap`: on one line; `anywhere`: may break inside a word (a long address). */
  wrap?: 'normal' | 'nowrap' | 'anywhere'
}) {
  const wrapClass = wrap === 'nowrap' ? styles.nowrap : wrap === 'anywhere' ? styles.breakAnywhere : ''
  return (
    <NextLink href={href} title={title} className={`${styles.link} ${wrapClass}`.trim()}>
      {children}
    </NextLink>
  )
}

/** A link to another site (a marketplace's page), opened in a new tab without giving it this one. */
export function OutLink({
  href,
  children,
  label,
  className,
}: {
  href: string
  children: ReactNode
  /** The name assistive technology reads, when the text alone does not say where it leads. */
  label?: string
  className?: string
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={className ? `${styles.outLink} ${className}` : styles.outLink}
    >
      {children}
    </a>
  )
}
