import type { Migration } from '../Migration.ts'

/**
 * What a wallet sign-in writes need not wait for the disk (a synchronous commit made a crowd's
 * sign-ins and the reads beside them measurably slower):
 * - Nonces go unlogged: a database crash empties the table, so the sign-ins under way start over,
 *   and no spent nonce can come back (an asynchronous commit could revive one).
 * - `commit_without_waiting()`, for a trigger on Parse's `_Session` (made at the server's start,
 *   once Parse has created the class): a new session's commit does not wait for the disk, so a
 *   crash in the next fraction of a second may lose it and its wallet signs in again. Every other
 *   write keeps its synchronous commit.
 */
export const signInCommits: Migration = {
  id: '014_sign_in_commits',
  sql: `
    ALTER TABLE vitrine.siwe_nonces SET UNLOGGED;
    CREATE FUNCTION vitrine.commit_without_waiting() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Local: for the transaction the firing statement runs in, and reset at its end.
      PERFORM set_config('synchronous_commit', 'off', true);
      RETURN NULL;
    END
    $$;
  `,
}
