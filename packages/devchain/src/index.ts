export { type AnvilArgumentsParameters, anvilArguments } from './anvilArguments.ts'
export { anvilBinaryPath } from './anvilBinaryPath.ts'
export { type AnvilHandle, startAnvil } from './startAnvil.ts'
