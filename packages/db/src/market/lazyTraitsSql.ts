/**
 * The conditions that keep the lazy listings (`o`, of chain `$1`) whose own item has, for every
 * trait type of `traits`, any of its values: the collection page's trait filters, applied to its
 * items not minted yet. One probe of the order's item per type.
 */
export function lazyTraitsSql(traits: Record<string, string[]>, param: (value: unknown) => string): string[] {
  return Object.entries(traits).map(
    ([traitType, values]) => `EXISTS (SELECT 1 FROM market.lazy_items l, jsonb_array_elements(l.attributes) a
      WHERE l.chain_id = $1 AND l.order_hash = o.order_hash AND jsonb_typeof(l.attributes) = 'array'
        AND a->>'trait_type' = ${param(traitType)} AND a->>'value' = ANY(${param(values)}::text[]))`,
  )
}
