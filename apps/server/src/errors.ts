/** Base of every error the backend raises itself; `name` is stable, `cause` keeps the origin. */
export class VitrineError extends Error {
  override name = 'VitrineError'
}

/** The server was started with a configuration it cannot run with. */
export class ConfigurationError extends VitrineError {
  override name = 'ConfigurationError'
}
