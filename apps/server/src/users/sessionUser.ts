type ParseStatic = typeof import('parse/node')

/** The signed-in user as `/users/me` would show them to themselves (the fields read here). */
export type SessionUser = { id: string; accounts: string[]; createdAt: Date; updatedAt: Date }

/**
 * The user a session token signs in, decided as Parse's `/users/me` decides it, but in-process
 * through cloud code's SDK (`parse()`): the session is found afresh, not in a worker's cache (so
 * one revoked by a sign-out on another worker is gone), it has not expired, and its user still
 * exists. Anything else, a token that is not a string included, is no user.
 */
export function sessionUserLookup(parse: () => ParseStatic) {
  return async (token: unknown): Promise<SessionUser | null> => {
    // A string only: an object here would be a query operator (`{ $exists: true }`), not a token.
    if (typeof token !== 'string' || token === '') return null
    const Parse = parse()
    const session = await new Parse.Query(Parse.Session)
      .equalTo('sessionToken', token)
      .include('user')
      .first({ useMasterKey: true })
    if (!session) return null
    const expiresAt = session.get('expiresAt') as Date | undefined
    if (expiresAt && expiresAt < new Date()) return null
    const user = session.get('user') as import('parse/node').User | undefined
    // A deleted user's session keeps a bare pointer: no fields came with it.
    if (!user?.id || !user.createdAt || !user.updatedAt) return null
    const accounts = user.get('accounts') as unknown
    return {
      id: user.id,
      accounts: Array.isArray(accounts) ? accounts.filter((a): a is string => typeof a === 'string') : [],
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    }
  }
}

export type SessionUserLookup = ReturnType<typeof sessionUserLookup>
