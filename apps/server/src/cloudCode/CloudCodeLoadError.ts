import { ServerError } from '../ServerError.ts'

/** The operator's cloud code (CLOUD_CODE) could not be loaded: the file, and why, with the cause kept. */
export class CloudCodeLoadError extends ServerError {
  override name = 'CloudCodeLoadError'
  constructor(file: string, reason: string, options?: { cause?: unknown }) {
    super(`The cloud code in ${file} could not be loaded: ${reason}`, options)
  }
}
