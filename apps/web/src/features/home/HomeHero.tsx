import type { Collection } from '@vitrine/api'
import { useAuth } from '@vitrine/react'
import { buttonClass } from '../../components/buttonClass.ts'
import NextLink from '../../components/SiteLink.tsx'
import { NftImage } from '../../media/NftImage.tsx'
import { collectionName } from '../common/CollectionCard.tsx'
import styles from './HomePage.module.css'

/** The welcome, beside a mosaic of the top collection's first pictures. */
export function HomeHero({ featured }: { featured: Collection | undefined }) {
  const { isAuthenticated } = useAuth()
  const tokens = featured?.previewTokenIds ?? []
  return (
    <section className={styles.hero}>
      <div>
        <h1 className={styles.title}>Collect, create and trade NFTs.</h1>
        <p className={styles.lead}>An open gallery and marketplace on your own Web3 backend.</p>
        <div className={styles.actions}>
          <NextLink href="/explore" className={buttonClass('contained', 'large')}>
            Explore collections
          </NextLink>
          {!isAuthenticated && (
            <NextLink href="/sign-in" className={buttonClass('outlined', 'large')}>
              Sign in
            </NextLink>
          )}
        </div>
      </div>
      {featured && tokens.length > 0 && (
        <NextLink
          href={`/collection/${featured.address}`}
          aria-label={`Featured: ${collectionName(featured)}`}
          className={tokens.length > 1 ? `${styles.mosaic} ${styles.twoColumns}` : styles.mosaic}
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
        </NextLink>
      )}
    </section>
  )
}
