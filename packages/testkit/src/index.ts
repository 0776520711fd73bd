export { chromiumArgs, chromiumPath } from './chromium.ts'
export { freePort } from './freePort.ts'
