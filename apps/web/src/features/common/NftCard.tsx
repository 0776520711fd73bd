import type { Nft } from '@vitrine/api'
import NextLink from '../../components/SiteLink.tsx'
import { formatUnitPrice } from '../../format/formatOrderPrice.ts'
import { NftImage } from '../../media/NftImage.tsx'
import { shortAddress } from '../../shortAddress.ts'
import type { CardPlacement } from './cardPlacement.ts'
import styles from './tile.module.css'
import { useMarketCurrencies } from './useMarketCurrencies.ts'

/** A token's name, or its collection's name and id when its metadata has none (yet). */
export const nftName = (nft: Pick<Nft, 'name' | 'tokenId'>, collectionName?: string | null) =>
  nft.name ?? `${collectionName ? `${collectionName} ` : ''}#${nft.tokenId}`

/**
 * A token as a card: the picture, its name, what it belongs to or how many are held, and its price
 * (its cheapest listing, per copy) or else its top offer.
 */
export function NftCard({ nft, sizes, priority = false, headingLevel = 'h3' }: { nft: Nft } & CardPlacement) {
  const name = nftName(nft, nft.collectionName)
  const held = nft.standard === 'ERC1155' && nft.amount !== undefined ? `×${nft.amount}` : null
  const Heading = headingLevel
  return (
    <NextLink href={`/nft/${nft.address}/${nft.tokenId}`} className={styles.card}>
      <NftImage
        chainId={nft.chainId}
        address={nft.address}
        tokenId={nft.tokenId}
        alt={name}
        sizes={sizes}
        priority={priority}
      />
      <div className={styles.body}>
        <Heading className={`${styles.line} ${styles.name}`}>{name}</Heading>
        <p className={`${styles.line} ${styles.caption}`}>
          {/* Each NFT carries its collection's name: no card asks for it. */}
          {nft.collectionName ?? shortAddress(nft.address)}
          {held && ` · ${held}`}
        </p>
        {nft.listing ? (
          <p className={`${styles.line} ${styles.value} ${styles.price}`} data-testid="card-price">
            {formatUnitPrice(nft.listing)}
          </p>
        ) : nft.topOffer ? (
          <CardOffer offer={nft.topOffer} />
        ) : null}
      </div>
    </NextLink>
  )
}

/** A card's top offer in its currency as the market names it (only cards that show one read the market's terms). */
function CardOffer({ offer }: { offer: NonNullable<Nft['topOffer']> }) {
  const currencies = useMarketCurrencies()
  return (
    <p className={`${styles.line} ${styles.caption} ${styles.price}`} data-testid="card-offer">
      Offer {formatUnitPrice(offer, (price) => currencies.format(price, offer.currency))}
    </p>
  )
}
