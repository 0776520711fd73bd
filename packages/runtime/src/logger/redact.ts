const CENSORED = '***'
/** `scheme://user:password@` in any text: the credentials go. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi

/**
 * A URL fit to print: its password, and with `hidePath` its path and query (where RPC providers
 * put API keys, `…/v2/<key>`), replaced by `***`. Text that is not a URL is returned as it is.
 */
export function redactUrl(text: string, { hidePath = false } = {}): string {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    // Not a URL (see above).
    return text
  }
  if (url.password) url.password = CENSORED
  if (!hidePath || (url.pathname === '/' && !url.search)) return url.toString()
  return `${url.protocol}//${url.username ? `${url.username}${url.password ? `:${CENSORED}` : ''}@` : ''}${url.host}/${CENSORED}`
}

/**
 * A function that removes from a text every known secret (each replaced by a form fit to print:
 * a URL keeps its origin) and the credentials of any URL.
 */
export function secretScrubber(secrets: readonly string[]) {
  const replacements = secrets
    .filter((secret) => secret.length >= 8)
    .map(
      (secret) =>
        [
          secret,
          redactUrl(secret, { hidePath: true }) === secret ? CENSORED : redactUrl(secret, { hidePath: true }),
        ] as const,
    )
    // Longest first: a URL holding the master key is replaced whole before the key alone.
    .sort(([a], [b]) => b.length - a.length)
  return (text: string) => {
    let clean = text
    for (const [secret, replacement] of replacements) clean = clean.replaceAll(secret, replacement)
    return clean.replace(URL_CREDENTIALS, `$1${CENSORED}@`)
  }
}

/** Field names whose value is never printed, at any depth (compared without case, `-` or `_`). */
const SECRET_FIELDS = new Set([
  'password',
  'masterkey',
  'sessiontoken',
  'privatekey',
  'secret',
  'apikey',
  'authorization',
  'cookie',
  'xparsesessiontoken',
  'xparsemasterkey',
])

export const isSecretField = (name: string) => SECRET_FIELDS.has(name.toLowerCase().replace(/[-_]/g, ''))
