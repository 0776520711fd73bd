import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export type Secrets = { masterKey: string; databasePassword: string }

/** Generated on first start into the data folder (never committed), reused on every start after. */
export function loadSecrets(dataDir: string): Secrets {
  const file = join(dataDir, 'secrets.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets
  mkdirSync(dataDir, { recursive: true })
  const secrets: Secrets = {
    masterKey: randomBytes(32).toString('base64url'),
    databasePassword: randomBytes(24).toString('base64url'),
  }
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 })
  return secrets
}
