import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ComponentProps, ReactNode } from 'react'
import NextLink from './SiteLink.tsx'

/**
 * A link in running text, underlined under the pointer. Plain (not MUI's Link, which with its
 * Typography adds weight to every page's first load).
 */
export function TextLink({
  href,
  children,
  title,
  sx,
}: {
  href: ComponentProps<typeof NextLink>['href']
  children: ReactNode
  title?: string
  sx?: SxProps<Theme>
}) {
  return (
    <Box
      component={NextLink}
      href={href}
      title={title}
      sx={[
        {
          color: 'inherit',
          fontWeight: 600,
          textDecoration: 'none',
          '&:hover': { textDecoration: 'underline' },
          '&:focus-visible': { outline: '2px solid #212121', outlineOffset: 2, borderRadius: 0.5 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  )
}
