import type { Migration } from '../Migration.ts'

/** Sign-In with Ethereum nonces and page views: the backend's own tables beside Parse's. */
export const authAndAnalytics: Migration = {
  id: '001_auth_and_analytics',
  sql: `
    CREATE TABLE vitrine.siwe_nonces (
      nonce      text PRIMARY KEY,
      address    text NOT NULL,
      chain_id   integer NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX siwe_nonces_expires_at ON vitrine.siwe_nonces (expires_at);

    CREATE TABLE vitrine.page_views (
      id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      at      timestamptz NOT NULL DEFAULT now(),
      path    text NOT NULL,
      user_id text
    );
    CREATE INDEX page_views_at ON vitrine.page_views (at);
    CREATE INDEX page_views_path_at ON vitrine.page_views (path, at);
  `,
}
