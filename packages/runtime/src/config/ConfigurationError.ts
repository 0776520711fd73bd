import { RuntimeError } from '../RuntimeError.ts'

/** A process was started with a configuration it cannot run with; the message names the variable. */
export class ConfigurationError extends RuntimeError {
  override name = 'ConfigurationError'
}
