import { getAddress, isAddress } from 'viem'
import { userFieldProblem } from './userFieldProblem.ts'

type ParseStatic = typeof import('parse/node')

/** Fields the server derives from the linked wallet; clients cannot write them. */
const DERIVED_FIELDS = ['ethAddress', 'accounts'] as const

/**
 * Rules every save of a user passes, whatever route it came by (REST, batch, cloud code):
 * string-typed credentials, and `ethAddress`/`accounts` kept in step with `authData.ethereum`.
 */
export function registerUserTriggers(Parse: ParseStatic) {
  Parse.Cloud.beforeSave(Parse.User, (request) => {
    const user = request.object
    // Not `user.dirty(key)`: for an unsaved object it is true for every key.
    const dirtyKeys = user.dirtyKeys()
    const changed: Record<string, unknown> = {}
    for (const key of dirtyKeys) changed[key] = user.get(key)
    const problem = userFieldProblem(changed)
    if (problem) throw new Parse.Error(Parse.Error.VALIDATION_ERROR, problem)

    if (!request.master) {
      for (const key of DERIVED_FIELDS) {
        if (dirtyKeys.includes(key)) {
          throw new Parse.Error(
            Parse.Error.OPERATION_FORBIDDEN,
            `${key} is set by wallet sign-in and cannot be written.`,
          )
        }
      }
    }

    const authData = user.get('authData') as Record<string, { id?: unknown } | null> | undefined
    if (authData && 'ethereum' in authData) {
      const id = authData.ethereum?.id
      if (typeof id === 'string') {
        const address = getAddress(id)
        user.set('ethAddress', address)
        user.set('accounts', [address])
        // A new wallet user is known by their address until they choose a name.
        if (!user.existed() && !user.get('username')) user.set('username', address)
      } else {
        user.unset('ethAddress')
        user.set('accounts', [])
      }
    }

    // An address as a username is only yours: nobody may squat the name of another wallet.
    const username = user.get('username')
    if (dirtyKeys.includes('username') || !user.existed()) {
      if (typeof username === 'string' && isAddress(username, { strict: false })) {
        const own = user.get('ethAddress') as string | undefined
        if (!own || own.toLowerCase() !== username.toLowerCase()) {
          throw new Parse.Error(Parse.Error.VALIDATION_ERROR, 'A username cannot be the address of another wallet.')
        }
      }
    }
  })
}
