export { chromiumArgs, chromiumPath, findChromium } from './chromium.ts'
export { type DebianTool, ensureDebianTools, findProgram, SCALE_OUT_TOOLS } from './debianTools.ts'
export { ensureChromium } from './ensureChromium.ts'
export { type FakeOneInch, type FakeOneInchOptions, type FakeOneInchToken, startFakeOneInch } from './fakeOneInch.ts'
export {
  buyEvent,
  type FakeOnramp,
  type FakeOnrampKeys,
  sendOnrampWebhook,
  startFakeOnramp,
  type WebhookOptions,
} from './fakeOnramp.ts'
export { type FakeRaribleListing, startFakeRarible } from './fakeRarible.ts'
export { freePort } from './freePort.ts'
export { childrenOf, descendants, isAlive, type ProcessEntry, processTable } from './processes.ts'
export { type OutageMode, type RpcCall, type RpcProxy, type RpcProxyOptions, startRpcProxy } from './rpcProxy.ts'
export { type SpawnedScript, spawnScript, waitFor } from './spawnScript.ts'
export { redisServerPath, startRedis } from './startRedis.ts'
export { type RunningStack, startStack } from './startStack.ts'
