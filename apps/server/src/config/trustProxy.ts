import express from 'express'
import { z } from 'zod'

/** Express's `trust proxy`: none (false), a number of hops, or addresses, subnets and names. */
export type TrustProxy = false | number | string[]

/**
 * `TRUST_PROXY` as Express reads it; a value Express cannot compile (a bad address) is an error,
 * and so is `true`: it believes every hop, so any client would choose its own address — its
 * rate-limit budgets, and a loopback address the master key is accepted from.
 */
export const trustProxy = z
  .string()
  .default('')
  .transform((text, context): TrustProxy => {
    const value = text.trim()
    if (value === '' || value === 'false') return false
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'true would believe any X-Forwarded-For, so every client could pick its own address (and budget); name the number of proxies in front (e.g. 1) or their addresses/subnets (loopback, 10.0.0.0/8)',
      })
      return false
    }
    if (/^[0-9]+$/.test(value)) return Number(value)
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    try {
      express().set('trust proxy', entries)
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `must be true, false, a number of proxies, or addresses/subnets (loopback, 10.0.0.0/8 …): ${(error as Error).message}`,
      })
    }
    return entries
  })
