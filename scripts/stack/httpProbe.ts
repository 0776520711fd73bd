/** A readiness probe: true once `url` answers with a status below 500. */
export function httpProbe(url: string): () => Promise<boolean> {
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
    await response.body?.cancel()
    return response.status < 500
  }
}
