import { z } from 'zod'
import { LIMITS } from '../limits.ts'
import { Address } from './address.ts'
import { optional } from './page.ts'

/** A trait type of a collection with its values, each with how many tokens have it, most common first. */
export const Trait = z.object({
  traitType: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number().int().positive() })),
})
export type Trait = z.infer<typeof Trait>

export const CollectionTraits = z.object({ address: Address, traits: z.array(Trait) })
export type CollectionTraits = z.infer<typeof CollectionTraits>

const MESSAGE = `must be an object of at most ${LIMITS.traitTypes} trait types, each a list of 1 to ${LIMITS.traitValues} values (texts of at most ${LIMITS.traitValueLength} characters).`
/** A text PostgreSQL can store (text cannot hold NUL). */
const text = (max: number) =>
  z
    .string({ error: MESSAGE })
    .max(max, MESSAGE)
    .refine((v) => !v.includes('\u0000'), MESSAGE)

/**
 * A trait filter: `{ "<trait type>": ["<value>", …] }`. A token matches when it has, for every
 * type given, any of its values. Bounded, so a filter cannot become an expensive query.
 */
export const TraitFilter = optional(
  z
    .record(
      text(LIMITS.traitTypeLength),
      z
        .array(text(LIMITS.traitValueLength), { error: MESSAGE })
        .min(1, MESSAGE)
        .max(LIMITS.traitValues, MESSAGE)
        .transform((values) => [...new Set(values)]),
      { error: MESSAGE },
    )
    .refine((filter) => Object.keys(filter).length <= LIMITS.traitTypes, MESSAGE),
)
export type TraitFilter = Record<string, string[]>
