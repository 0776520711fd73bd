type Config = { appId: string; masterKey: string }

const PAGE = 100

/**
 * Wallet users saved before wallets were held under both providers have a checksummed
 * `ethAddress` and only `authData.ethereum`. Touching each once, with the master key, runs the user
 * trigger, which writes the lower-case fields and the `moralisEth` entry, so Moralis sign-in finds
 * them. Once done, the query finds nobody: a later start costs one scan of the users table.
 */
export async function upgradeWalletUsers(serverUrl: string, config: Config): Promise<number> {
  const headers = {
    'X-Parse-Application-Id': config.appId,
    'X-Parse-Master-Key': config.masterKey,
    'Content-Type': 'application/json',
  }
  const where = encodeURIComponent(JSON.stringify({ ethAddress: { $regex: '[A-F]' } }))
  let upgraded = 0
  for (;;) {
    const found = await fetch(`${serverUrl}/classes/_User?where=${where}&limit=${PAGE}&keys=ethAddress`, { headers })
    if (!found.ok) throw new Error(`Could not list wallet users to upgrade: ${found.status} ${await found.text()}`)
    const { results } = (await found.json()) as { results: { objectId: string; ethAddress: string }[] }
    for (const user of results) {
      const saved = await fetch(`${serverUrl}/users/${user.objectId}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ethAddress: user.ethAddress.toLowerCase() }),
      })
      if (!saved.ok) throw new Error(`Could not upgrade wallet user ${user.objectId}: ${await saved.text()}`)
      upgraded++
    }
    if (results.length < PAGE) return upgraded
  }
}
