import { createRequire } from 'node:module'

/**
 * Parse Server's registry of cloud functions and triggers (CommonJS, untyped): what a reload takes
 * away, and whether a class's saves run cloud code.
 */
export const parseTriggers = createRequire(import.meta.url)('parse-server/lib/triggers.js') as {
  removeFunction(name: string, appId: string): void
  removeTrigger(type: string, className: string, appId: string): void
  triggerExists(className: string, type: string, appId: string): boolean
}
