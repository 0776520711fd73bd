import { revokePublicUserAccess } from '@vitrine/db'
import type pg from 'pg'
import { EXTRA_FIELDS_COLUMN } from './extraUserFields.ts'

type ParseStatic = typeof import('parse/node')

/**
 * What `_User` needs beyond Parse's own columns: the wallet fields wallet sign-in writes, the
 * column of users' own extra fields, an index
 * to find a user by address (`getProfile`), and no public access to accounts made while profiles
 * were public (new accounts get an ACL of their owner alone). Idempotent; run under the schema lock.
 */
export async function ensureUserSchema(Parse: ParseStatic, pool: pg.Pool): Promise<void> {
  const held = await new Parse.Schema('_User').get()
  const change = new Parse.Schema('_User')
  let changed = false
  if (!held.fields.ethAddress) {
    change.addString('ethAddress')
    changed = true
  }
  if (!held.fields.accounts) {
    change.addArray('accounts')
    changed = true
  }
  // Every extra field a user saves, in one column (extraUserFields.ts): clients add no columns.
  if (!held.fields[EXTRA_FIELDS_COLUMN]) {
    change.addObject(EXTRA_FIELDS_COLUMN)
    changed = true
  }
  if (!held.indexes?.ethAddress_1) {
    change.addIndex('ethAddress_1', { ethAddress: 1 })
    changed = true
  }
  if (changed) await change.update()

  await revokePublicUserAccess(pool)
}
