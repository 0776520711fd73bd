import { useRouter } from 'next/router'
import type { FormEvent } from 'react'
import styles from './SiteHeader.module.css'

/**
 * Finds collections by name: goes to `/explore?q=…`. A plain input: the header must stay light.
 * Uncontrolled, and read from the form at submit: what a visitor types while the page still
 * hydrates is kept (a controlled input's state would not have it); before hydration (or without
 * JavaScript) the form itself goes to the same address.
 */
export function SearchBox() {
  const router = useRouter()
  const current = router.pathname === '/explore' && typeof router.query.q === 'string' ? router.query.q : ''
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    // The explore page's other choices (its sort) stay; an empty box shows every collection.
    const { q: _previous, ...others } = router.pathname === '/explore' ? router.query : {}
    void router.push({ pathname: '/explore', query: q ? { ...others, q } : others })
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form that is the search landmark itself, as before; `<search>` would add an element around it
    <form role="search" action="/explore" onSubmit={submit} className={styles.search}>
      <input
        type="search"
        name="q"
        // A new search on the page (Back, a link) shows its own words.
        key={current}
        defaultValue={current}
        // Short enough for a phone's header; the label names what is searched.
        placeholder="Search"
        aria-label="Search collections"
        enterKeyHint="search"
        autoComplete="off"
        className={styles.searchInput}
      />
    </form>
  )
}
