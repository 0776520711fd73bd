import { execFileSync } from 'node:child_process'

export type RunAs = { uid: number; gid: number }

/**
 * The `postgres` system user, created if missing: PostgreSQL refuses to run as root, so root runs
 * it as this user (as the distributions' own PostgreSQL packages do).
 */
export function postgresUser(): RunAs {
  const existing = lookUp()
  if (existing) return existing
  try {
    if (!succeeds('getent', ['group', 'postgres'])) execFileSync('groupadd', ['--system', 'postgres'])
    execFileSync('useradd', [
      '--system',
      '--gid',
      'postgres',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ])
  } catch (error) {
    throw new Error('Could not create the `postgres` user that PostgreSQL runs as under root.', { cause: error })
  }
  const created = lookUp()
  if (!created) throw new Error('The `postgres` user was created but cannot be found.')
  return created
}

function lookUp(): RunAs | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: 'pipe' }))
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: 'pipe' }))
    return { uid, gid }
  } catch {
    // `id` fails for an unknown user: there is none yet.
    return undefined
  }
}

function succeeds(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' })
    return true
  } catch {
    // A non-zero exit is the answer "no".
    return false
  }
}
