import { type AnyServerFunction, defineServerFunction } from '../functions/defineServerFunction.ts'

/**
 * `getProfile({ address })`: the public face of an account, by wallet address. Accounts are
 * private to their owners (no client may find or read another's record); this publishes the
 * chosen username and nothing else: no email, no `authData`, no field the user saved.
 */
export const profileServerFunctions: AnyServerFunction[] = [
  defineServerFunction({
    name: 'getProfile',
    access: { who: 'anyone', why: "an address's public profile: only the fields it publishes" },
    handler:
      ({ Parse }) =>
      async ({ address }) => {
        const user = await new Parse.Query(Parse.User)
          .equalTo('ethAddress', address.toLowerCase())
          .select('username')
          .first({ useMasterKey: true })
        const username = user?.get('username') as string | undefined
        const chosen = username !== undefined && username.toLowerCase() !== address.toLowerCase()
        return { address, username: chosen ? username : null }
      },
  }),
]
