import type { Logger } from '@vitrine/runtime/logger'
import { getAddress, isAddress } from 'viem'
import { internalErrorBoundary } from '../internalErrorBoundary.ts'
import type { EmailChangeBudget } from './emailChangeBudget.ts'
import { EXTRA_FIELDS_COLUMN, extraFieldsLimitProblem } from './extraUserFields.ts'
import { type AuthDataLike, resolveWalletSave, type Wallet, WalletConflictError } from './linkedWallet.ts'
import { userFieldProblem } from './userFieldProblem.ts'

type ParseStatic = typeof import('parse/node')

/** Fields the server derives from the linked wallet. */
const DERIVED_FIELDS = ['ethAddress', 'accounts'] as const

/**
 * Rules every save of a user passes, whatever route it came by (REST, batch, cloud code):
 * string-typed credentials, an ACL of the owner alone, one wallet under both wallet providers;
 * `ethAddress` and `accounts` kept in step with it; a new email within the user's budget.
 */
export function registerUserTriggers(Parse: ParseStatic, emailChanges: EmailChangeBudget, log: Logger) {
  Parse.Cloud.beforeSave(
    Parse.User,
    internalErrorBoundary(
      'beforeSave',
      async (request: Parse.Cloud.BeforeSaveRequest<Parse.User>) => {
        const user = request.object
        // Not `user.dirty(key)`: for an unsaved object it is true for every key.
        const dirtyKeys = user.dirtyKeys()
        const changed: Record<string, unknown> = {}
        for (const key of dirtyKeys) changed[key] = user.get(key)
        const problem = userFieldProblem(changed)
        if (problem) throw new Parse.Error(Parse.Error.VALIDATION_ERROR, problem)
        const overLimit = extraFieldsLimitProblem(user.get(EXTRA_FIELDS_COLUMN), changed)
        if (overLimit) throw new Parse.Error(Parse.Error.VALIDATION_ERROR, overLimit)

        const stored = request.original?.get('authData') as AuthDataLike
        const incoming = dirtyKeys.includes('authData') ? (user.get('authData') as AuthDataLike) : undefined
        let save: ReturnType<typeof resolveWalletSave>
        try {
          save = resolveWalletSave(incoming, stored)
        } catch (error) {
          if (error instanceof WalletConflictError) throw new Parse.Error(Parse.Error.VALIDATION_ERROR, error.message)
          throw error
        }
        if (Object.keys(save.authData).length > 0) user.set('authData', { ...(incoming ?? {}), ...save.authData })

        // Moralis's authenticate(), link() and unlink() write these themselves, as they expect the
        // server to: a client may name only its own wallet (before or after this save).
        if (!request.master) {
          // An account is its owner's alone: a client may set its ACL (Moralis's SDK does), but only
          // to the owner. A new account gets that ACL from the server (enforcePrivateUsers).
          if (dirtyKeys.includes('ACL')) {
            const granted = Object.keys(user.getACL()?.toJSON() ?? {})
            if (granted.some((who) => who !== user.id)) {
              throw new Parse.Error(
                Parse.Error.OPERATION_FORBIDDEN,
                "A user's ACL may grant access to that user alone.",
              )
            }
          }
          const own = [save.wallet, resolveWalletSave(undefined, stored).wallet]
          for (const key of DERIVED_FIELDS) {
            if (dirtyKeys.includes(key) && !namesOnly(user.get(key), own)) {
              throw new Parse.Error(
                Parse.Error.OPERATION_FORBIDDEN,
                `${key} is set by wallet sign-in and cannot be written.`,
              )
            }
          }
        }
        const accounts = save.wallet ? [save.wallet] : []
        if ((user.get('ethAddress') ?? null) !== save.wallet) {
          if (save.wallet) user.set('ethAddress', save.wallet)
          else user.unset('ethAddress')
        }
        if (JSON.stringify(user.get('accounts') ?? []) !== JSON.stringify(accounts)) user.set('accounts', accounts)
        // A new wallet user is known by their address until they choose a name.
        if (save.wallet && !user.existed() && !user.get('username')) user.set('username', getAddress(save.wallet))

        // An address as a username is only yours: nobody may squat the name of another wallet.
        const username = user.get('username')
        if (dirtyKeys.includes('username') || !user.existed()) {
          if (typeof username === 'string' && isAddress(username, { strict: false })) {
            if (save.wallet !== username.toLowerCase()) {
              throw new Parse.Error(Parse.Error.VALIDATION_ERROR, 'A username cannot be the address of another wallet.')
            }
          }
        }
        // Last: only a save that passed every check above draws on the budget.
        await emailChanges(request)
      },
      log,
    ),
  )
}

/** Whether `value` (an address, a list of them, or nothing) names only wallets among `own`. */
function namesOnly(value: unknown, own: (Wallet | null)[]): boolean {
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  return values.every((v) => typeof v === 'string' && own.includes(v.toLowerCase() as Wallet))
}
