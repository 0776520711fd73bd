import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import { useCollectionNFTs, useCollectionTraits } from '@vitrine/react'
import { useState } from 'react'
import { gridImageSizes } from '../common/CardGrid.tsx'
import { EmptyState } from '../common/EmptyState.tsx'
import { LoadError } from '../common/LoadError.tsx'
import { NftCard } from '../common/NftCard.tsx'
import { QueryGrid } from '../common/QueryGrid.tsx'
import { pagesItems } from '../common/QueryList.tsx'
import { SortSelect } from '../common/SortSelect.tsx'
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
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' }, gap: { xs: 2, md: 4 } }}
    >
      <Box>
        <Button
          variant="outlined"
          fullWidth
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls="trait-filters"
          sx={{ display: { md: 'none' } }}
        >
          {filtersOpen ? 'Hide filters' : `Filters${chosen.length ? ` (${chosen.length})` : ''}`}
        </Button>
        <Box
          id="trait-filters"
          sx={{ display: { xs: filtersOpen ? 'block' : 'none', md: 'block' }, mt: { xs: 1, md: 0 } }}
        >
          {traits.isError ? (
            <LoadError error={traits.error} retry={traits.refetch} />
          ) : (
            <TraitFilters traits={traits.data?.traits ?? []} selected={view.traits} onToggle={toggle} />
          )}
        </Box>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 2,
          }}
        >
          <Box role="group" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Active filters">
            {chosen.map(({ type, value }) => (
              <Chip
                key={`${type}:${value}`}
                label={`${type}: ${value}`}
                onDelete={() => toggle(type, value)}
                aria-label={`Remove filter ${type}: ${value}`}
              />
            ))}
            {chosen.length > 1 && (
              <Button size="small" onClick={() => onChange({ ...view, traits: {} })}>
                Clear all
              </Button>
            )}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={view.listed}
                  onChange={(event) => onChange({ ...view, listed: event.target.checked })}
                />
              }
              label="Listed only"
            />
            <SortSelect
              value={view.sort}
              options={ITEM_SORTS}
              onChange={(sort) => onChange({ ...view, sort })}
              minWidth={190}
            />
          </Box>
        </Box>
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
      </Box>
    </Box>
  )
}
