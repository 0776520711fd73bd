export { chromiumArgs, chromiumPath } from './chromium.ts'
export { freePort } from './freePort.ts'
export { type SpawnedScript, spawnScript, waitFor } from './spawnScript.ts'
export { type RunningStack, startStack } from './startStack.ts'
