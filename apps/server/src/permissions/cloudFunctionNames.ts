import { createRequire } from 'node:module'

// Parse Server's registry of cloud functions (CommonJS, untyped).
const { getFunctionNames } = createRequire(import.meta.url)('parse-server/lib/triggers.js') as {
  getFunctionNames(appId: string): string[]
}

/** The cloud functions registered in this process for the app. */
export const cloudFunctionNames = (appId: string): string[] => getFunctionNames(appId)
