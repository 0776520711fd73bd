import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Collection } from '@vitrine/api'
import { useAuth } from '@vitrine/react'
import { buttonClass } from '../../components/buttonClass.ts'
import NextLink from '../../components/SiteLink.tsx'
import { NftImage } from '../../media/NftImage.tsx'
import { collectionName } from '../common/CollectionCard.tsx'

/** The welcome, beside a mosaic of the top collection's first pictures. */
export function HomeHero({ featured }: { featured: Collection | undefined }) {
  const { isAuthenticated } = useAuth()
  const tokens = featured?.previewTokenIds ?? []
  return (
    <Box
      component="section"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        gap: { xs: 3, md: 6 },
        alignItems: 'center',
        pb: { xs: 5, sm: 8 },
      }}
    >
      <Box>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2.2rem', sm: '3rem' } }}>
          Collect, create and trade NFTs.
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
          An open gallery and marketplace on your own Web3 backend.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
          <NextLink href="/explore" className={buttonClass('contained', 'large')}>
            Explore collections
          </NextLink>
          {!isAuthenticated && (
            <NextLink href="/sign-in" className={buttonClass('outlined', 'large')}>
              Sign in
            </NextLink>
          )}
        </Box>
      </Box>
      {featured && tokens.length > 0 && (
        <Box
          component={NextLink}
          href={`/collection/${featured.address}`}
          aria-label={`Featured: ${collectionName(featured)}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: tokens.length > 1 ? 'repeat(2, minmax(0, 1fr))' : '1fr',
            gap: 1.5,
            borderRadius: 4,
            '&:focus-visible': { outline: '3px solid #212121', outlineOffset: 4 },
          }}
        >
          {tokens.slice(0, 4).map((tokenId, index) => (
            <NftImage
              key={tokenId}
              chainId={featured.chainId}
              address={featured.address}
              tokenId={tokenId}
              alt={`${collectionName(featured)} #${tokenId}`}
              sizes="(max-width: 900px) 45vw, 290px"
              priority={index < 2}
              radius={3}
            />
          ))}
        </Box>
      )}
    </Box>
  )
}
