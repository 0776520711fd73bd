/** The base of @vitrine/runtime's errors: a subclass per failure, with a stable `name` and its `cause`. */
export class RuntimeError extends Error {
  override name = 'RuntimeError'
}
