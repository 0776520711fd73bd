import { z } from 'zod'
import type { Profile } from '../profile.ts'
import { Address, AddressParam } from '../schemas/address.ts'

/** The users module's public reads. */
export const usersFunctions = {
  /** An address's public profile: its chosen username, or null. */
  getProfile: {
    params: z.object({ address: AddressParam }),
    result: z.object({ address: Address, username: z.string().nullable() }) satisfies z.ZodType<Profile>,
  },
} as const
