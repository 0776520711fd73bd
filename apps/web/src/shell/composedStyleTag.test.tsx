import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { composedStyleTag } from './composedStyleTag.tsx'

function render(element: ReactElement) {
  const cache = createEmotionCache()
  // As the document does (documentGetInitialProps): the styles are collected, not inlined.
  createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>)
  return { cache, html, tag: composedStyleTag(cache, html) }
}

const idsOf = (tag: ReactElement<{ 'data-emotion': string }>) => tag.props['data-emotion'].split(' ').slice(1)

test("a Button's own class, composed into ButtonBase's, is sent with the page and marked inserted", () => {
  const { cache, html, tag } = render(<Button variant="contained">Buy</Button>)
  expect(tag).not.toBeNull()
  const ids = idsOf(tag as ReactElement<{ 'data-emotion': string }>)
  expect(ids.length).toBeGreaterThan(0)
  for (const id of ids) {
    expect(html).not.toContain(`mui-${id}`)
    expect(cache.registered[`mui-${id}`]).toBeDefined()
  }
  const css = (tag as ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>).props.dangerouslySetInnerHTML
    .__html
  // The Button's own rules (its label's case), which ButtonBase's rules alone do not have.
  expect(css).toContain('text-transform:uppercase')
  for (const id of ids) expect(css).toContain(`.mui-${id}`)
})

test('a page whose every class is in its HTML needs no extra tag', () => {
  expect(render(<Box sx={{ p: 2 }}>Plain</Box>).tag).toBeNull()
})
