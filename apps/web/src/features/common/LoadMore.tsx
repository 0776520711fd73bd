import { useEffect, useRef } from 'react'
import { buttonClass } from '../../components/buttonClass.ts'
import styles from './states.module.css'

/**
 * The end of an infinite list: fetches the next page as it nears the viewport, and is a button
 * too, for the keyboard and for anyone who prefers to ask.
 */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  label = 'Load more',
}: {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
  label?: string
}) {
  const sentinel = useRef<HTMLDivElement>(null)
  const fetching = useRef(isFetchingNextPage)
  fetching.current = isFetchingNextPage
  useEffect(() => {
    const element = sentinel.current
    if (!hasNextPage || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !fetching.current) fetchNextPage()
      },
      { rootMargin: '800px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasNextPage, fetchNextPage])
  if (!hasNextPage) return null
  return (
    <div ref={sentinel} className={styles.more}>
      {/* A plain button with MUI's look (buttons.module.css): no ButtonBase in every list page's first load. */}
      <button
        type="button"
        className={buttonClass('outlined')}
        onClick={() => fetchNextPage()}
        disabled={isFetchingNextPage}
      >
        {isFetchingNextPage ? 'Loading…' : label}
      </button>
    </div>
  )
}
