import { TextLink } from '../../components/TextLink.tsx'
import styles from './SectionHeader.module.css'

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
    <div className={styles.row}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {href && (
        <TextLink href={href} wrap="nowrap">
          {linkLabel}
        </TextLink>
      )}
    </div>
  )
}
