import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useAuth } from '@vitrine/react'
import NextLink from 'next/link'
import { EmptySection } from '../src/components/EmptySection.tsx'

export default function Home() {
  const { isAuthenticated } = useAuth()
  return (
    <>
      <Box component="section" sx={{ py: { xs: 4, sm: 8 }, maxWidth: 720 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2.2rem', sm: '3rem' } }}>
          Collect, create and trade NFTs.
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
          An open gallery and marketplace on your own Web3 backend. Sign in with your wallet to begin.
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
          {isAuthenticated ? (
            <Button component={NextLink} href="/account" variant="contained" size="large">
              Your account
            </Button>
          ) : (
            <Button component={NextLink} href="/sign-in" variant="contained" size="large">
              Sign in
            </Button>
          )}
        </Stack>
      </Box>
      <EmptySection
        title="Trending collections"
        message="No collections yet. They appear here as soon as they are minted."
      />
      <EmptySection title="Fresh listings" message="Nothing is listed for sale yet." />
      <EmptySection title="Recent sales" message="No sales yet." />
    </>
  )
}
