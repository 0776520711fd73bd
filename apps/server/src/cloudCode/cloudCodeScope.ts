import { AsyncLocalStorage } from 'node:async_hooks'

// Set while the operator's cloud code runs (a trigger, a function): its SDK calls may be elevated
// (elevateCloudCodeWrites.ts), as Moralis's servers ran cloud code.
const scope = new AsyncLocalStorage<true>()

/** Runs `work` as the operator's cloud code. */
export const runAsCloudCode = <T>(work: () => T): T => scope.run(true, work)

/** Whether the operator's cloud code is running in this async context. */
export const isCloudCodeRunning = (): boolean => scope.getStore() === true
