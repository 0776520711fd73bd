import { collectionFactoryAbi, creatorCollectionAbi, creatorEditionAbi } from '@vitrine/contracts'
import { type Address, type Hash, type PublicClient, parseEther, parseEventLogs } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { Deployment } from '../deployment.ts'
import { seaportMarket } from '../market/seaportMarket.ts'
import { walletFor } from '../walletFor.ts'
import { type DemoCollection, demoCollections } from './demoCollections.ts'
import { writeDemoAssets } from './writeDemoAssets.ts'

/** anvil's well-known development mnemonic: ten funded accounts. */
const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
export const devAccount = (index: number) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index })

export type SeedParameters = {
  client: PublicClient
  rpcUrl: string
  deployment: Deployment
  /** Folder the backend serves under `assetsBaseUrl`. */
  assetsDir: string
  assetsBaseUrl: string
  log: (line: string) => void
}

export type SeededCollection = { slug: string; address: Address; standard: DemoCollection['standard']; tokens: number }

/** Mints the demo collections across the dev accounts, then moves a few tokens between them. */
export async function seedDemo(parameters: SeedParameters): Promise<SeededCollection[]> {
  const { client, deployment, log } = parameters
  const wait = (hash: Hash) => client.waitForTransactionReceipt({ hash })
  const seeded: SeededCollection[] = []
  const pictures: Promise<void>[] = []

  for (const collection of demoCollections) {
    const creator = devAccount(collection.creator)
    const wallet = walletFor(creator, parameters.rpcUrl, deployment.chainId)
    const assets = writeDemoAssets(collection, parameters.assetsDir, parameters.assetsBaseUrl)
    const uris = assets.uris
    pictures.push(assets.pictures)
    const contractUri = `${parameters.assetsBaseUrl}/${collection.slug}/collection.json`
    const royalty = BigInt(collection.royaltyBps)
    const creation =
      collection.standard === 'ERC721'
        ? await wallet.writeContract({
            address: deployment.collectionFactory,
            abi: collectionFactoryAbi,
            functionName: 'createCollection',
            args: [
              collection.name,
              collection.symbol,
              contractUri,
              BigInt(collection.maxSupply ?? 0),
              creator.address,
              royalty,
            ],
          })
        : await wallet.writeContract({
            address: deployment.collectionFactory,
            abi: collectionFactoryAbi,
            functionName: 'createEdition',
            args: [collection.name, collection.symbol, contractUri, creator.address, royalty],
          })
    const [created] = parseEventLogs({
      abi: collectionFactoryAbi,
      logs: (await wait(creation)).logs,
      eventName: 'CollectionCreated',
    })
    const address = created?.args.collection as Address

    // Owners: the dev accounts in turn, so every account has something to show.
    const owners = uris.map((_, i) => devAccount(1 + ((i + collection.creator) % 9)).address)
    if (collection.standard === 'ERC721') {
      for (let i = 0; i < uris.length; i++) {
        await wait(
          await wallet.writeContract({
            address,
            abi: creatorCollectionAbi,
            functionName: 'mint',
            args: [owners[i] as Address, uris[i] as string],
          }),
        )
      }
    } else {
      for (let id = 1; id <= uris.length; id++) {
        await wait(
          await wallet.writeContract({
            address,
            abi: creatorEditionAbi,
            functionName: 'mint',
            args: [owners[id - 1] as Address, BigInt(id), BigInt(5 + id * 3), uris[id - 1] as string],
          }),
        )
      }
    }
    log(
      `minted ${collection.name} (${collection.standard}, ${uris.length} ${collection.standard === 'ERC721' ? 'tokens' : 'editions'}) at ${address}`,
    )
    seeded.push({ slug: collection.slug, address, standard: collection.standard, tokens: uris.length })
  }

  // A little history: some tokens change hands.
  const [first] = seeded
  if (first) {
    for (let tokenId = 1; tokenId <= 6; tokenId++) {
      const owner = devAccount(1 + ((tokenId - 1 + (demoCollections[0]?.creator ?? 0)) % 9))
      const wallet = walletFor(owner, parameters.rpcUrl, deployment.chainId)
      const to = devAccount(1 + ((tokenId + 4) % 9)).address
      await wait(
        await wallet.writeContract({
          address: first.address,
          abi: creatorCollectionAbi,
          functionName: 'transferFrom',
          args: [owner.address, to, BigInt(tokenId)],
        }),
      )
    }
    log(`transferred 6 ${first.slug} tokens between collectors`)
  }
  await sellSome(parameters, seeded)
  await Promise.all(pictures)
  return seeded
}

/** A few Seaport sales in each ERC-721 collection, so volume and sale history are real. */
async function sellSome(parameters: SeedParameters, seeded: SeededCollection[]) {
  const market = seaportMarket(parameters.rpcUrl, parameters.deployment)
  const sales = seeded
    .filter((c) => c.standard === 'ERC721')
    .flatMap((c, i) => [
      { collection: c, tokenId: BigInt(8 + i), priceWei: parseEther(['0.25', '0.4', '1.2'][i % 3] as string) },
      { collection: c, tokenId: BigInt(12 + i), priceWei: parseEther(['0.3', '0.55', '0.9'][i % 3] as string) },
    ])
  for (const { collection, tokenId, priceWei } of sales) {
    const seller = await parameters.client.readContract({
      address: collection.address,
      abi: creatorCollectionAbi,
      functionName: 'ownerOf',
      args: [tokenId],
    })
    const buyer = devAccount(seller === devAccount(9).address ? 8 : 9).address
    await market.buy(await market.list(seller, collection.address, tokenId, priceWei), buyer)
  }
  parameters.log(`sold ${sales.length} NFTs through Seaport`)
}
