import type { Standard } from '@vitrine/api'

/** The demo collections a fresh local chain is seeded with: three ERC-721 and one ERC-1155. */
export type DemoCollection = {
  slug: string
  name: string
  symbol: string
  description: string
  style: 'dunes' | 'orbs' | 'signal' | 'prints'
  standard: Standard
  /** ERC-721: tokens minted; ERC-1155: editions (each minted in several copies). */
  size: number
  /** Index of the anvil dev account that creates it. */
  creator: number
  royaltyBps: number
  maxSupply?: number
  /** How the pictures are served: rendered to PNG or JPEG at seed time, or the SVG itself. */
  pictureFormat: 'png' | 'jpeg' | 'svg'
  /** A token whose metadata names a picture that is not there (the media service's placeholder). */
  brokenPicture?: number
}

export const demoCollections: DemoCollection[] = [
  {
    slug: 'dunes',
    name: 'Dunes',
    symbol: 'DUNE',
    description: 'Wind-shaped ridges at every hour of the desert day.',
    style: 'dunes',
    standard: 'ERC721',
    size: 24,
    creator: 1,
    royaltyBps: 500,
    pictureFormat: 'png',
    maxSupply: 100,
  },
  {
    slug: 'orbs',
    name: 'Orbs',
    symbol: 'ORB',
    description: 'Planets that never were, in colours that could be.',
    style: 'orbs',
    standard: 'ERC721',
    size: 20,
    creator: 2,
    royaltyBps: 750,
    pictureFormat: 'jpeg',
  },
  {
    slug: 'signal',
    name: 'Signal & Noise',
    symbol: 'SGNL',
    description: 'Bars of a spectrum caught between two stations.',
    style: 'signal',
    standard: 'ERC721',
    size: 18,
    creator: 3,
    royaltyBps: 250,
    pictureFormat: 'svg',
    brokenPicture: 7,
  },
  {
    slug: 'prints',
    name: 'Studio Prints',
    symbol: 'PRNT',
    description: 'Open editions from the studio, printed in small runs.',
    style: 'prints',
    standard: 'ERC1155',
    size: 6,
    creator: 4,
    royaltyBps: 500,
    pictureFormat: 'png',
  },
]
