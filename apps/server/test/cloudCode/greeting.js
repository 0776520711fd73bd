// A cloud function clients call with the app id alone (`Moralis.Cloud.run('greet', { name })`).
Parse.Cloud.define('greet', async (request) => `Hello, ${request.params.name ?? 'stranger'}!`)

// Cloud code's Moralis helpers: Units, and the Web3 API answered by the server itself.
Moralis.Cloud.define('cloudHelpers', async (request) => ({
  oneEth: Moralis.Units.ETH('1'),
  fromWei: Moralis.Units.FromWei('2500000000000000000'),
  balance: await Moralis.Web3API.account.getNativeBalance({
    chain: request.params.chain,
    address: request.params.address,
  }),
}))

// Cloud code writing to `_User` without a key: not elevated, so Parse refuses it.
Moralis.Cloud.define('renameSomeone', async (request) => {
  const user = await new Moralis.Query(Moralis.User).get(request.params.userId, { useMasterKey: true })
  user.set('username', 'renamed-by-cloud-code')
  await user.save()
  return 'saved'
})
