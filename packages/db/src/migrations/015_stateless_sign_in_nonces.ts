import type { Migration } from '../Migration.ts'

/**
 * Sign-in nonces carry their own expiry and a MAC (see the server's siweNonceStore), so issuing a
 * challenge writes nothing. Only spent nonces are kept, until they expire: the primary key makes a
 * nonce single-use across workers and instances. Logged, with a synchronous commit, so that no
 * spent nonce is forgotten by a crash (a forgotten one could be replayed until it expires).
 */
export const statelessSignInNonces: Migration = {
  id: '015_stateless_sign_in_nonces',
  sql: `
    DROP TABLE vitrine.siwe_nonces;
    CREATE TABLE vitrine.siwe_spent_nonces (
      nonce text PRIMARY KEY,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX siwe_spent_nonces_expires_at ON vitrine.siwe_spent_nonces (expires_at);
  `,
}
