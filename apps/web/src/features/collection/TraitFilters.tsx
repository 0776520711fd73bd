import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Trait } from '@vitrine/api'
import { formatCount } from '../../format/formatCount.ts'

/**
 * A collection's trait types, each a group of values with how many tokens have each. Ticking
 * values of one type shows tokens with any of them; of several types, tokens with all of them.
 */
export function TraitFilters({
  traits,
  selected,
  onToggle,
}: {
  traits: Trait[]
  selected: Record<string, string[]>
  onToggle: (traitType: string, value: string) => void
}) {
  if (traits.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        These items have no traits.
      </Typography>
    )
  return (
    <Box component="nav" aria-label="Trait filters">
      {traits.map((trait) => {
        const chosen = selected[trait.traitType] ?? []
        return (
          <Box
            component="details"
            key={trait.traitType}
            open={chosen.length > 0 || traits.length <= 3}
            sx={{ borderBottom: 1, borderColor: 'divider', py: 1 }}
          >
            <Box
              component="summary"
              sx={{
                cursor: 'pointer',
                fontWeight: 600,
                py: 0.75,
                display: 'flex',
                justifyContent: 'space-between',
                listStyle: 'none',
                '&::-webkit-details-marker': { display: 'none' },
                '&::after': { content: '"+"', color: 'text.secondary' },
                'details[open] > &::after': { content: '"−"' },
                '&:focus-visible': { outline: '2px solid #212121', outlineOffset: 2, borderRadius: 1 },
              }}
            >
              {trait.traitType}
              {chosen.length > 0 ? ` (${chosen.length})` : ''}
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pb: 1 }}>
              {trait.values.map(({ value, count }) => (
                <li key={value}>
                  <Box
                    component="label"
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      py: 0.5,
                      cursor: 'pointer',
                      fontSize: 14,
                      '& input': { accentColor: '#212121', width: 16, height: 16, m: 0 },
                    }}
                  >
                    <input
                      type="checkbox"
                      checked={chosen.includes(value)}
                      aria-label={`${value}, ${count} ${count === 1 ? 'item' : 'items'}`}
                      onChange={() => onToggle(trait.traitType, value)}
                    />
                    <Box component="span" aria-hidden="true" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {value}
                    </Box>
                    <Box component="span" aria-hidden="true" sx={{ color: 'text.secondary' }}>
                      {formatCount(count)}
                    </Box>
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        )
      })}
    </Box>
  )
}
