import type { EmotionCache } from '@emotion/react'

/**
 * The rules of a page's render that its HTML names no element with, as one more `<style>` tag.
 *
 * Emotion's server extraction keeps only the classes found in the HTML. A MUI control built of
 * two styled layers (Button on ButtonBase, TextField on FormControl, Switch on SwitchBase) gives
 * its element one class composed of both, so the outer layer's own class is in no element. The
 * browser's render during hydration inserts that class anyway, rule by rule, in React's commit:
 * 71 rules on the collection page, in the task that ends its start-up. Sent with the page, the
 * rules cost the CSS parser a few kilobytes. The tag's `data-emotion` lists their ids, so the
 * browser's cache counts them as inserted and leaves them alone.
 */
export function composedStyleTag(cache: EmotionCache, html: string) {
  const inHtml = new Set(Array.from(html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g')), (m) => m[1]))
  const ids: string[] = []
  let css = ''
  for (const [id, rules] of Object.entries(cache.inserted)) {
    // A global style (not registered) has its own tag; `true` marks a rule already in the document.
    if (inHtml.has(id) || typeof rules !== 'string' || cache.registered[`${cache.key}-${id}`] === undefined) continue
    ids.push(id)
    css += rules
  }
  if (ids.length === 0) return null
  return (
    <style
      key={`${cache.key}-composed`}
      data-emotion={`${cache.key} ${ids.join(' ')}`}
      nonce={cache.nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: Emotion's own rules, compiled from our components' styles.
      dangerouslySetInnerHTML={{ __html: css }}
    />
  )
}
