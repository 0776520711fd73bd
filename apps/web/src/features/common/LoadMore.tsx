import Box from '@mui/material/Box'
import { useEffect, useRef } from 'react'
import { buttonClass } from '../../components/buttonClass.ts'

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
    <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      {/* A plain button with MUI's look (buttons.module.css): no ButtonBase in every list page's first load. */}
      <button
        type="button"
        className={buttonClass('outlined')}
        onClick={() => fetchNextPage()}
        disabled={isFetchingNextPage}
      >
        {isFetchingNextPage ? 'Loading…' : label}
      </button>
    </Box>
  )
}
