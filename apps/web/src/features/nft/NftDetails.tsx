import type { Nft } from '@vitrine/api'
import type { ReactNode } from 'react'
import { TextLink } from '../../components/TextLink.tsx'
import { chainName } from '../../format/chainName.ts'
import { shortAddress } from '../../shortAddress.ts'
import styles from './nft.module.css'

/**
 * What identifies the token on the chain: its contract, id, standard and chain. The token's own
 * URI is not linked: it is the token's word, and a link to it could lead anywhere.
 */
export function NftDetails({ nft }: { nft: Nft }) {
  const rows: { label: string; value: ReactNode; title?: string }[] = [
    {
      label: 'Contract',
      value: <TextLink href={`/collection/${nft.address}`}>{shortAddress(nft.address)}</TextLink>,
      title: nft.address,
    },
    { label: 'Token ID', value: nft.tokenId, title: nft.tokenId },
    { label: 'Token standard', value: nft.standard === 'ERC721' ? 'ERC-721' : 'ERC-1155' },
    { label: 'Chain', value: chainName(nft.chainId) },
  ]
  return (
    <dl className={styles.details}>
      {rows.map((row) => (
        <div key={row.label} className={styles.detail}>
          <dt className={`${styles.body2} ${styles.secondary}`}>{row.label}</dt>
          <dd className={`${styles.body2} ${styles.noWrap} ${styles.detailValue}`} title={row.title}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
