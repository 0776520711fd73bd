import { useEffect, useRef, useState } from 'react'
import { cornerRadius } from '../radiusUnit.ts'
import { mediaSrc, mediaSrcSet } from './mediaSrc.ts'
import styles from './NftImage.module.css'
import { PicturePlaceholder } from './PicturePlaceholder.tsx'

export type NftImageProps = {
  chainId: number
  address: string
  /** The token; null for the collection's own picture. */
  tokenId: string | null
  alt: string
  /** How wide the picture shows, for the browser to pick a width (`sizes` attribute). */
  sizes: string
  /** Above the fold: loaded at once, with high priority (the page's largest picture). */
  priority?: boolean
  /** Corner radius: a number is in theme units (as in `sx`), a string any CSS length. */
  radius?: number | string
  /** A lazy listing's order hash: the picture of its own item (the token is not minted yet). */
  order?: string
}

/**
 * A token's picture through the media service: square, so the page never shifts as pictures
 * arrive; lazy below the fold; a placeholder (with the same alt text) when it cannot be had.
 */
export function NftImage({
  chainId,
  address,
  tokenId,
  alt,
  sizes,
  priority = false,
  radius = 0,
  order,
}: NftImageProps) {
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    // A picture that failed before hydration fired its error event before React listened.
    const element = image.current
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])
  const borderRadius = cornerRadius(radius)
  return (
    <div className={styles.frame} style={borderRadius ? { borderRadius } : undefined}>
      {failed ? (
        <PicturePlaceholder label={alt} />
      ) : (
        // biome-ignore lint/performance/noImgElement: the media service serves these already resized (next/image would resize them again)
        <img
          ref={image}
          className={styles.picture}
          src={mediaSrc(chainId, address, tokenId, 512, order)}
          srcSet={mediaSrcSet(chainId, address, tokenId, order)}
          sizes={sizes}
          alt={alt}
          width={512}
          height={512}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  )
}
