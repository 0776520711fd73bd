import { getAddress } from 'viem'
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
    if (!authData || !('ethereum' in authData)) return
    const id = authData.ethereum?.id
    if (typeof id === 'string') {
      const address = getAddress(id)
      user.set('ethAddress', address)
      user.set('accounts', [address])
    } else {
      user.unset('ethAddress')
      user.set('accounts', [])
    }
  })
}
