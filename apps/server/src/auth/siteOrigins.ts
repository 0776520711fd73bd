const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/** True for a URL on this machine's loopback names (as `URL.hostname` spells them). */
export const isLoopbackUrl = (url: URL) => LOOPBACK_HOSTS.includes(url.hostname)

/**
 * The origins the site is reached at, its own first. A site on a loopback host runs on this machine
 * (local development): it is the same site at each loopback name, on the same scheme and port, so
 * each is accepted. Any other site has exactly one origin.
 */
export function siteOrigins(siteUrl: string): string[] {
  const site = new URL(siteUrl)
  if (!isLoopbackUrl(site)) return [site.origin]
  const aliases = LOOPBACK_HOSTS.filter((host) => host !== site.hostname).map((host) => {
    const alias = new URL(site.origin)
    alias.hostname = host
    return alias.origin
  })
  return [site.origin, ...aliases]
}
