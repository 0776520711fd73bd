import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { TextLink } from '../../components/TextLink.tsx'

/** A section's title, with a link to see all of it. */
export function SectionHeader({
  id,
  title,
  href,
  linkLabel,
}: {
  id: string
  title: string
  href?: string
  linkLabel?: string
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 2 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {href && (
        <TextLink href={href} sx={{ whiteSpace: 'nowrap' }}>
          {linkLabel}
        </TextLink>
      )}
    </Box>
  )
}
