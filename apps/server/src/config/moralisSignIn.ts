import { z } from 'zod'

/** What a moralis-v1 sign-in (`authData.moralisEth`) may have signed, besides a Vitrine SIWE challenge. */
export type MoralisSignInConfig = {
  /** The app's signing messages: the text before the `Id: <appId>:<server time>` stamp must be one. */
  messages: string[]
  /** Accept the stamped messages at all (`false`: only SIWE challenges sign in). */
  legacyStamp: boolean
}

const DEFAULT_MESSAGE = 'Moralis Authentication'

/** moralis-v1's own default signing message, accepted stamped (as the SDK's `authenticate()` signs it). */
export const DEFAULT_MORALIS_SIGN_IN: MoralisSignInConfig = { messages: [DEFAULT_MESSAGE], legacyStamp: true }

/**
 * `MORALIS_SIGNING_MESSAGES`: the texts a moralis-v1 app asks wallets to sign (its
 * `authenticate({ signingMessage })`): one message, or several as a JSON array of strings.
 */
export const signingMessages = z
  .string()
  .default(DEFAULT_MESSAGE)
  .transform((text, context): string[] => {
    if (!text.trimStart().startsWith('[')) return [text]
    try {
      const parsed: unknown = JSON.parse(text)
      if (Array.isArray(parsed) && parsed.length > 0 && parsed.every((entry) => typeof entry === 'string' && entry))
        return parsed
    } catch {
      // Said below.
    }
    context.addIssue({ code: 'custom', message: 'must be one message, or a JSON array of messages' })
    return []
  })

/** `MORALIS_LEGACY_SIGN_IN`: whether the stamped messages sign in at all. */
export const legacyStamp = z
  .enum(['true', 'false', '1', '0'])
  .default('true')
  .transform((value) => value === 'true' || value === '1')
