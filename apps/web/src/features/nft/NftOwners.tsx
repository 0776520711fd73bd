import type { Nft } from '@vitrine/api'
import { useViewerAddress } from '@vitrine/react'
import { TextLink } from '../../components/TextLink.tsx'
import { formatCount } from '../../format/formatCount.ts'
import { AddressLink } from '../common/AddressLink.tsx'
import styles from './nft.module.css'

const SHOWN = 8

/** Who holds the token: its owner, or an edition's holders with their amounts, each linked to their profile. */
export function NftOwners({ nft }: { nft: Nft }) {
  const account = useViewerAddress()
  if (nft.standard === 'ERC721') {
    const yours = !!nft.owner && !!account && nft.owner.toLowerCase() === account.toLowerCase()
    return (
      <p className={styles.body1}>
        Owned by{' '}
        {yours && nft.owner ? (
          <TextLink href={`/u/${nft.owner}`} title={nft.owner}>
            you
          </TextLink>
        ) : nft.owner ? (
          <AddressLink address={nft.owner} />
        ) : (
          <span>nobody (burned)</span>
        )}
      </p>
    )
  }
  const shown = nft.owners.slice(0, SHOWN)
  return (
    <div>
      <p className={`${styles.body1} ${styles.count}`}>
        {formatCount(nft.owners.length)} {nft.owners.length === 1 ? 'holder' : 'holders'}
        {nft.owners.length >= 100 ? ' or more' : ''}
      </p>
      <ul className={styles.holders}>
        {shown.map((owner) => (
          <li className={styles.body2} key={owner.address}>
            <AddressLink address={owner.address} /> ×{owner.amount}
          </li>
        ))}
        {nft.owners.length > SHOWN && (
          <li className={`${styles.body2} ${styles.secondary}`}>and {formatCount(nft.owners.length - SHOWN)} more</li>
        )}
      </ul>
    </div>
  )
}
