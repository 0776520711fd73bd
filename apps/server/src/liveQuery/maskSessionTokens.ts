/** A Parse session token (`r:` and 32 hex digits), wherever it appears in a text. */
const SESSION_TOKEN = /\br:[0-9a-f]{32}\b/gi

/**
 * The text with every session token masked. Parse's live query server prints the token of the
 * session a failed trigger ran for (`… for session r:…`): a token is a password, never logged.
 */
export const maskSessionTokens = (text: string) => text.replace(SESSION_TOKEN, 'r:***')
