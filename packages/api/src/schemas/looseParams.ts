import { z } from 'zod'

/**
 * Parameters the function checks itself, with its own refusals (a Moralis call, a signed order):
 * any object, handed on as it came (no copy). `T` is what a caller is expected to send.
 */
export const looseParams = <T extends object = Record<string, unknown>>() =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'must be an object.')

/** A result whose shape the contract does not spell out field by field (`T` names its type). */
export const typedResult = <T>() => z.custom<T>(() => true)
