/**
 * An untrusted string as PostgreSQL can store it, at most `maxLength` UTF-16 units: NUL removed
 * (text and jsonb cannot hold it), and no half of a surrogate pair left by the cut or sent as
 * such (jsonb refuses it), which becomes U+FFFD. Anything but a string is null.
 */
export function storableText(value: unknown, maxLength: number): string | null {
  if (typeof value !== 'string') return null
  return wellFormed(value.replaceAll('\u0000', '').slice(0, maxLength))
}

/** Each lone half of a surrogate pair as U+FFFD (String.prototype.toWellFormed, ES2024). */
export const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')

/** The longest token URI kept in the tokens table; a longer one (an inline document) is not. */
export const MAX_STORED_URI = 4096

/** A token or contract URI to store: null when it is longer than we keep (its content is read all the same). */
export const storedUri = (uri: string | null) =>
  uri !== null && uri.length <= MAX_STORED_URI ? storableText(uri, MAX_STORED_URI) : null
