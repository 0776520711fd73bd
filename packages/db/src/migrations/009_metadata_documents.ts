import type { Migration } from '../Migration.ts'

/**
 * Metadata documents `putMetadata` hosts, by the SHA-256 of their bytes: a document's URI
 * (`/metadata/<sha256>.json`) names its content, so it never changes meaning; the same document
 * stored twice is one row.
 */
export const metadataDocuments: Migration = {
  id: '009_metadata_documents',
  sql: `
    CREATE TABLE vitrine.metadata_documents (
      sha256     text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      body       text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `,
}
