export const MAX_PATH_LENGTH = 2048

/** Why a page-view event body `{ dimensions: { path } }` is refused, or null when it is fine. */
export function pageViewProblem(body: unknown): string | null {
  const dimensions = (body as { dimensions?: unknown } | null)?.dimensions
  if (typeof dimensions !== 'object' || dimensions === null) return 'A page view needs dimensions: { path }.'
  const { path } = dimensions as { path?: unknown }
  if (typeof path !== 'string') return 'dimensions.path must be a string.'
  if (!path.startsWith('/')) return 'dimensions.path must start with "/".'
  if (path.length > MAX_PATH_LENGTH) return `dimensions.path must be at most ${MAX_PATH_LENGTH} characters.`
  // PostgreSQL text cannot hold NUL: refused here, not by the database.
  if (path.includes('\u0000')) return 'dimensions.path cannot contain a NUL character.'
  return null
}
