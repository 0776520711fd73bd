import type { Trait } from '@vitrine/api'
import type { FunctionHandler } from '../../functions/defineServerFunction.ts'
import type { NftFunctionDeps } from '../NftFunctionDeps.ts'
import { notFound } from '../paging.ts'

/** Values shown per trait type; a type with more (a serial number, say) is cut to its most common. */
const TRAIT_VALUES_SHOWN = 100

/** `getCollectionTraits({ address })`: every trait type with its values by count. */
export const getCollectionTraits =
  ({ queries }: NftFunctionDeps): FunctionHandler<'getCollectionTraits'> =>
  async ({ address }) => {
    if (!(await queries.collection(address))) throw notFound(`No collection ${address} is indexed.`)
    const rows = await queries.traits(address, TRAIT_VALUES_SHOWN)
    const traits = new Map<string, Trait['values']>()
    for (const row of rows) {
      traits.set(row.trait_type, [
        ...(traits.get(row.trait_type) ?? []),
        { value: row.value, count: Number(row.tokens) },
      ])
    }
    return { address, traits: [...traits].map(([traitType, values]) => ({ traitType, values })) }
  }
