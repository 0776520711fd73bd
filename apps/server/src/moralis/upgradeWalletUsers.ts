import { ServerError } from '../ServerError.ts'

type ParseStatic = typeof import('parse/node')

/** The wallet users could not be upgraded at start (`cause`: Parse's answer). */
export class WalletUpgradeError extends ServerError {
  override name = 'WalletUpgradeError'
}

const PAGE = 100

/**
 * Wallet users saved before wallets were held under both providers have a checksummed
 * `ethAddress` and only `authData.ethereum`. Touching each once, with the master key, runs the user
 * trigger, which writes the lower-case fields and the `moralisEth` entry, so Moralis sign-in finds
 * them. Once done, the query finds nobody: a later start costs one scan of the users table.
 * `Parse` is cloud code's SDK, which Parse Server answers in-process (no request to its own port).
 */
export async function upgradeWalletUsers(Parse: Pick<ParseStatic, 'Query' | 'User'>): Promise<number> {
  let upgraded = 0
  for (;;) {
    // Each page's users stop matching once saved: the next query finds the ones after them.
    const users = await new Parse.Query(Parse.User)
      .matches('ethAddress', '[A-F]', '')
      .select('ethAddress')
      .limit(PAGE)
      .find({ useMasterKey: true })
      .catch((cause: unknown) => {
        throw new WalletUpgradeError('Could not list wallet users to upgrade.', { cause })
      })
    for (const user of users) {
      const address = user.get('ethAddress') as string
      await user.save({ ethAddress: address.toLowerCase() }, { useMasterKey: true }).catch((cause: unknown) => {
        throw new WalletUpgradeError(`Could not upgrade wallet user ${user.id}.`, { cause })
      })
      upgraded++
    }
    if (users.length < PAGE) return upgraded
  }
}
