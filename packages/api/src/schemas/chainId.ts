import { z } from 'zod'

/** An EVM chain id (31337 for the local anvil). */
export const ChainId = z.number().int().positive()

export type ChainId = z.infer<typeof ChainId>
