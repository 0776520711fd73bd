import { SERVER_FUNCTIONS } from '../functions/serverFunctions.ts'
import type { Audience } from './classAccess.ts'

export type FunctionAccess = { who: Exclude<Audience, 'owner'>; why: string }

/**
 * Every cloud function and who may call it without the master key, from its definition: the
 * permission table (routeAllowList, docs/permissions.md) and its tests read it.
 */
export const FUNCTION_ACCESS: Readonly<Record<string, FunctionAccess>> = Object.fromEntries(
  SERVER_FUNCTIONS.map((definition) => [definition.name, definition.access]),
)
