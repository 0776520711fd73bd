import type { Db } from '../Db.ts'

/** Takes public read and write access off every Parse `_User` row that has it (accounts made while profiles were public). */
export async function revokePublicUserAccess(db: Db): Promise<void> {
  await db.query(
    `UPDATE "_User" SET "_rperm" = array_remove("_rperm", '*'), "_wperm" = array_remove("_wperm", '*')
     WHERE '*' = ANY("_rperm") OR '*' = ANY("_wperm")`,
  )
}
