import { z } from 'zod'
import { SOURCE_CAPABILITIES, TradingSource } from '../tradingSource.ts'
import { TradingSourceSchema } from './words.ts'

export const TradingSourceInfoSchema = z.object({
  name: TradingSourceSchema,
  enabled: z.boolean(),
  capabilities: z.array(z.enum(SOURCE_CAPABILITIES)),
})

/** `getMarketConfig().sources`: each of the four names exactly once, in the enumeration's order. */
export const TradingSourcesSchema = z
  .array(TradingSourceInfoSchema)
  .refine(
    (sources) => sources.map((source) => source.name).join() === Object.values(TradingSource).join(),
    'must list every trading source once, in order',
  )
