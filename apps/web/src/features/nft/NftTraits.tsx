import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Attribute, Collection, CollectionTraits } from '@vitrine/api'
import NextLink from '../../components/SiteLink.tsx'

/** The share of the collection's items with a value, e.g. "12.5%"; "—" when not counted. */
function rarity(count: number | undefined, itemCount: number): string {
  if (count === undefined || itemCount === 0) return '—'
  const percent = (count / itemCount) * 100
  return `${percent < 10 ? Number(percent.toFixed(1)) : Math.round(percent)}%`
}

/** Every trait of the token, with how rare it is in its collection; each links to the items that share it. */
export function NftTraits({
  attributes,
  collection,
  traits,
}: {
  attributes: Attribute[]
  collection: Collection
  traits: CollectionTraits | undefined
}) {
  if (attributes.length === 0)
    return (
      <Typography color="text.secondary" variant="body2">
        This item has no traits.
      </Typography>
    )
  const count = (type: string, value: string) =>
    traits?.traits.find((t) => t.traitType === type)?.values.find((v) => v.value === value)?.count
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
      }}
    >
      {attributes.map((attribute) => (
        <li key={`${attribute.trait_type}:${attribute.value}`}>
          <Box
            component={NextLink}
            href={{
              pathname: '/collection/[address]',
              query: { address: collection.address, trait: `${attribute.trait_type}:${attribute.value}` },
            }}
            sx={{
              display: 'block',
              p: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'grey.50',
              color: 'inherit',
              textDecoration: 'none',
              '&:hover': { borderColor: 'text.primary' },
              '&:focus-visible': { outline: '2px solid #212121', outlineOffset: 2 },
            }}
          >
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {attribute.trait_type}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
              {attribute.value}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {rarity(count(attribute.trait_type, attribute.value), collection.itemCount)} have this
            </Typography>
          </Box>
        </li>
      ))}
    </Box>
  )
}
