export { RuntimeError } from '../RuntimeError.ts'
export { ConfigurationError } from './ConfigurationError.ts'
export { parseConfigValue, parseEnv } from './parseEnv.ts'
export { flag, LOG_LEVELS, type LogLevel, list, port, positiveInt, shared, url } from './variables.ts'
