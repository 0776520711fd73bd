import { useCollectionNFTs, useCollectionTraits } from '@vitrine/react'
import { useState } from 'react'
import { Button } from '../../components/Button.tsx'
import page from '../../components/page.module.css'
import { gridImageSizes } from '../common/CardGrid.tsx'
import { EmptyState } from '../common/EmptyState.tsx'
import { LoadError } from '../common/LoadError.tsx'
import { NftCard } from '../common/NftCard.tsx'
import { QueryGrid } from '../common/QueryGrid.tsx'
import { pagesItems } from '../common/QueryList.tsx'
import { SortSelect } from '../common/SortSelect.tsx'
import styles from './CollectionItems.module.css'
import { type CollectionTabProps, ITEM_SORTS, itemsParams } from './collectionView.ts'
import { TraitFilters } from './TraitFilters.tsx'

/** The items tab: trait filters beside a grid of the matching tokens, sorted, page after page. */
export function CollectionItems({ collection, view, onChange }: CollectionTabProps) {
  const [filtersOpen, setFiltersOpen] = useState(false)
  const traits = useCollectionTraits({ address: collection.address })
  const items = useCollectionNFTs(itemsParams(collection.address, view))
  const nfts = pagesItems(items.data)
  const chosen = Object.entries(view.traits).flatMap(([type, values]) => values.map((value) => ({ type, value })))

  const toggle = (type: string, value: string) => {
    const values = view.traits[type] ?? []
    const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value]
    const traitsNext = { ...view.traits, [type]: next }
    if (next.length === 0) delete traitsNext[type]
    onChange({ ...view, traits: traitsNext })
  }

  return (
    <div className={styles.layout}>
      <div>
        {/* Phones only: the filters fold away above the grid. */}
        <div className={styles.toggle}>
          <Button
            variant="outlined"
            fullWidth
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            aria-controls="trait-filters"
          >
            {filtersOpen ? 'Hide filters' : `Filters${chosen.length ? ` (${chosen.length})` : ''}`}
          </Button>
        </div>
        <div id="trait-filters" className={filtersOpen ? `${styles.filters} ${styles.open}` : styles.filters}>
          {traits.isError ? (
            <LoadError error={traits.error} retry={traits.refetch} />
          ) : (
            <TraitFilters traits={traits.data?.traits ?? []} selected={view.traits} onToggle={toggle} />
          )}
        </div>
      </div>
      <div className={styles.results}>
        <div className={styles.toolbar}>
          {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not a form's fieldset (whose box has its own sizing rules) */}
          <div role="group" className={styles.chosen} aria-label="Active filters">
            {chosen.map(({ type, value }) => (
              <button
                key={`${type}:${value}`}
                type="button"
                className={`${page.chip} ${styles.chip}`}
                onClick={() => toggle(type, value)}
                aria-label={`Remove filter ${type}: ${value}`}
              >
                <span className={styles.chipLabel}>{`${type}: ${value}`}</span>
                {/* MUI's Cancel icon, as its Chip's delete icon. */}
                <svg className={styles.remove} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2zm5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12 17 15.59z" />
                </svg>
              </button>
            ))}
            {chosen.length > 1 && (
              <Button size="small" onClick={() => onChange({ ...view, traits: {} })}>
                Clear all
              </Button>
            )}
          </div>
          <div className={styles.controls}>
            <label className={styles.switchLabel}>
              <span className={styles.switch}>
                <input
                  type="checkbox"
                  // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox says whether it is checked (ARIA in HTML: no aria-checked on it)
                  role="switch"
                  checked={view.listed}
                  onChange={(event) => onChange({ ...view, listed: event.target.checked })}
                />
                <span className={styles.track} aria-hidden="true" />
                <span className={styles.thumb} aria-hidden="true" />
              </span>
              Listed only
            </label>
            <SortSelect
              value={view.sort}
              options={ITEM_SORTS}
              onChange={(sort) => onChange({ ...view, sort })}
              minWidth={190}
            />
          </div>
        </div>
        <QueryGrid
          query={items}
          items={nfts}
          skeletons={8}
          moreLabel="More items"
          empty={
            <EmptyState
              title={
                view.listed
                  ? 'No item here is listed for sale'
                  : chosen.length > 0
                    ? 'No item has all of these traits'
                    : 'No items yet'
              }
            >
              {view.listed || chosen.length > 0
                ? 'Remove a filter to see more.'
                : 'Items appear here as soon as they are minted.'}
            </EmptyState>
          }
          label="Items"
          itemKey={(nft) => nft.tokenId}
        >
          {(nft, index) => <NftCard nft={nft} sizes={gridImageSizes()} priority={index < 4} headingLevel="h2" />}
        </QueryGrid>
      </div>
    </div>
  )
}
