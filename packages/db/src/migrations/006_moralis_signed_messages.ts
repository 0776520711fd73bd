import type { Migration } from '../Migration.ts'

/**
 * Moralis sign-in messages (`moralisEth` data) already accepted, by hash of signer and text, so
 * each is accepted once. A message is only good for minutes, so a row is deleted once past `expires_at`.
 */
export const moralisSignedMessages: Migration = {
  id: '006_moralis_signed_messages',
  sql: `
    CREATE TABLE vitrine.moralis_signed_messages (
      hash       bytea PRIMARY KEY,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX moralis_signed_messages_expires_at ON vitrine.moralis_signed_messages (expires_at);
  `,
}
