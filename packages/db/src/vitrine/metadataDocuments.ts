import type { Db } from '../Db.ts'

/** Stores a hosted metadata document's exact bytes under their SHA-256 (hex); storing it again changes nothing. */
export async function insertMetadataDocument(db: Db, sha256: string, body: string): Promise<void> {
  await db.query(
    'INSERT INTO vitrine.metadata_documents (sha256, body) VALUES ($1, $2) ON CONFLICT (sha256) DO NOTHING',
    [sha256, body],
  )
}

/** A hosted metadata document's bytes by their SHA-256 (hex), or null. */
export async function readMetadataDocument(db: Db, sha256: string): Promise<string | null> {
  const { rows } = await db.query<{ body: string }>('SELECT body FROM vitrine.metadata_documents WHERE sha256 = $1', [
    sha256,
  ])
  return rows[0]?.body ?? null
}
