import Link from 'next/link'
import type { ComponentProps } from 'react'

/**
 * Next's Link without prefetching the pages of every link in view: in production that loads and
 * runs each linked page's code while the page is still starting (hundreds of milliseconds of
 * main thread on a phone, seen as Total Blocking Time). A link still prefetches on hover.
 */
export default function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />
}
