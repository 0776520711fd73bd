// The Moralis NFT-marketplace tutorial's `addEvents.js`, as its apps ship it: a Node script with
// the master key that asks the server to sync the marketplace's three events into classes. Only
// the server's address and keys come from the environment (they were a `.env` file there).
const Moralis = require('moralis-v1/node')

const serverUrl = process.env.MORALIS_SERVER_URL
const appId = process.env.MORALIS_APP_ID
const masterKey = process.env.MORALIS_MASTER_KEY
const contractAddress = process.env.MARKETPLACE_ADDRESS
// The tutorial's own rule: Moralis names a local hardhat chain (31337) 1337.
const chainId = process.env.CHAIN_ID === '31337' ? '1337' : process.env.CHAIN_ID

async function main() {
  await Moralis.start({ serverUrl, appId, masterKey })
  console.log(`Working with contract address ${contractAddress}`)

  const itemListedOptions = {
    chainId,
    address: contractAddress,
    sync_historical: true,
    topic: 'ItemListed(address,address,uint256,uint256)',
    abi: {
      anonymous: false,
      inputs: [
        { indexed: true, internalType: 'address', name: 'seller', type: 'address' },
        { indexed: true, internalType: 'address', name: 'nftAddress', type: 'address' },
        { indexed: true, internalType: 'uint256', name: 'tokenId', type: 'uint256' },
        { indexed: false, internalType: 'uint256', name: 'price', type: 'uint256' },
      ],
      name: 'ItemListed',
      type: 'event',
    },
    tableName: 'ItemListed',
  }
  const itemBoughtOptions = {
    chainId,
    address: contractAddress,
    sync_historical: true,
    topic: 'ItemBought(address,address,uint256,uint256)',
    abi: {
      anonymous: false,
      inputs: [
        { indexed: true, internalType: 'address', name: 'buyer', type: 'address' },
        { indexed: true, internalType: 'address', name: 'nftAddress', type: 'address' },
        { indexed: true, internalType: 'uint256', name: 'tokenId', type: 'uint256' },
        { indexed: false, internalType: 'uint256', name: 'price', type: 'uint256' },
      ],
      name: 'ItemBought',
      type: 'event',
    },
    tableName: 'ItemBought',
  }
  const itemCanceledOptions = {
    chainId,
    address: contractAddress,
    topic: 'ItemCanceled(address,address,uint256)',
    sync_historical: true,
    abi: {
      anonymous: false,
      inputs: [
        { indexed: true, internalType: 'address', name: 'seller', type: 'address' },
        { indexed: true, internalType: 'address', name: 'nftAddress', type: 'address' },
        { indexed: true, internalType: 'uint256', name: 'tokenId', type: 'uint256' },
      ],
      name: 'ItemCanceled',
      type: 'event',
    },
    tableName: 'ItemCanceled',
  }

  const listedResponse = await Moralis.Cloud.run('watchContractEvent', itemListedOptions, { useMasterKey: true })
  const boughtResponse = await Moralis.Cloud.run('watchContractEvent', itemBoughtOptions, { useMasterKey: true })
  const canceledResponse = await Moralis.Cloud.run('watchContractEvent', itemCanceledOptions, { useMasterKey: true })
  if (listedResponse.success && canceledResponse.success && boughtResponse.success) {
    console.log('Success! Database Updated with watching events')
  } else {
    console.log('Something went wrong...')
    process.exitCode = 1
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
