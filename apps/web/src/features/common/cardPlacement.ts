/** Where a card sits in its grid: the picture's `sizes`, whether it loads first, its heading's level. */
export type CardPlacement = {
  sizes: string
  /** One of the first cards on the screen: its picture loads eagerly. */
  priority?: boolean
  /** h2 where the grid sits right under the page's h1, h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3'
}
