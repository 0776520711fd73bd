import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

const platformPackages: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
}

/**
 * The anvil binary shipped inside `@foundry-rs/anvil`'s platform package. We run it directly:
 * a wrapper (npx) in between would survive its child and leave anvil orphaned.
 */
export function anvilBinaryPath(): string {
  const name = platformPackages[`${process.platform}-${process.arch}`]
  if (!name) throw new Error(`anvil is not shipped for ${process.platform}-${process.arch}`)
  return join(dirname(require.resolve(`${name}/package.json`)), 'bin', 'anvil')
}
