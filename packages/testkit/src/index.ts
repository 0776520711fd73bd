export { freePort } from './freePort.ts'
