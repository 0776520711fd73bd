import type { Attribute, Collection, CollectionTraits } from '@vitrine/api'
import NextLink from '../../components/SiteLink.tsx'
import styles from './nft.module.css'

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
  if (attributes.length === 0) return <p className={`${styles.body2} ${styles.secondary}`}>This item has no traits.</p>
  const count = (type: string, value: string) =>
    traits?.traits.find((t) => t.traitType === type)?.values.find((v) => v.value === value)?.count
  return (
    <ul className={styles.traits}>
      {attributes.map((attribute) => (
        <li key={`${attribute.trait_type}:${attribute.value}`}>
          <NextLink
            href={{
              pathname: '/collection/[address]',
              query: { address: collection.address, trait: `${attribute.trait_type}:${attribute.value}` },
            }}
            className={styles.trait}
          >
            <div className={`${styles.caption} ${styles.secondary} ${styles.noWrap}`}>{attribute.trait_type}</div>
            <p className={`${styles.body2} ${styles.bold} ${styles.noWrap}`}>{attribute.value}</p>
            <div className={`${styles.caption} ${styles.secondary}`}>
              {rarity(count(attribute.trait_type, attribute.value), collection.itemCount)} have this
            </div>
          </NextLink>
        </li>
      ))}
    </ul>
  )
}
