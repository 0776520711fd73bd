import { tutorialMarketplaceAbi } from '@vitrine/contracts'
import solc from 'solc'
import { type Account, type Address, type Chain, createWalletClient, type Hex, http, publicActions } from 'viem'

/**
 * The events of Moralis's NFT marketplace tutorial (TutorialMarketplace's, of @vitrine/contracts),
 * on a contract that only emits them (no escrow, no items): what an app of that era watches with
 * `watchContractEvent`. `listMany` lists many tokens in one transaction, for histories of
 * thousands of events.
 */
const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract TutorialMarket {
  event ItemListed(address indexed seller, address indexed nftAddress, uint256 indexed tokenId, uint256 price);
  event ItemCanceled(address indexed seller, address indexed nftAddress, uint256 indexed tokenId);
  event ItemBought(address indexed buyer, address indexed nftAddress, uint256 indexed tokenId, uint256 price);
  function list(address nft, uint256 tokenId, uint256 price) external { emit ItemListed(msg.sender, nft, tokenId, price); }
  function listMany(address nft, uint256 firstId, uint256 count, uint256 price) external {
    for (uint256 i = 0; i < count; i++) emit ItemListed(msg.sender, nft, firstId + i, price);
  }
  function cancel(address nft, uint256 tokenId) external { emit ItemCanceled(msg.sender, nft, tokenId); }
  function buy(address nft, uint256 tokenId) external payable { emit ItemBought(msg.sender, nft, tokenId, msg.value); }
}`

/** The event ABIs as an app passes them to `watchContractEvent` (`abi`), by name: the tutorial marketplace's. */
const tutorialEvent = (name: 'ItemListed' | 'ItemCanceled' | 'ItemBought') =>
  tutorialMarketplaceAbi.find((item) => item.type === 'event' && item.name === name) as Extract<
    (typeof tutorialMarketplaceAbi)[number],
    { type: 'event' }
  >
export const TUTORIAL_EVENTS = {
  ItemListed: tutorialEvent('ItemListed'),
  ItemCanceled: tutorialEvent('ItemCanceled'),
  ItemBought: tutorialEvent('ItemBought'),
}

const FUNCTIONS = [
  {
    type: 'function',
    name: 'list',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'nft', type: 'address' },
      { name: 'tokenId', type: 'uint256' },
      { name: 'price', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'listMany',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'nft', type: 'address' },
      { name: 'firstId', type: 'uint256' },
      { name: 'count', type: 'uint256' },
      { name: 'price', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'cancel',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'nft', type: 'address' },
      { name: 'tokenId', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

function compile(): Hex {
  const input = {
    language: 'Solidity',
    sources: { 'TutorialMarket.sol': { content: SOURCE } },
    settings: { optimizer: { enabled: true, runs: 200 }, outputSelection: { '*': { '*': ['evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const bytecode = output.contracts?.['TutorialMarket.sol']?.TutorialMarket?.evm?.bytecode?.object
  if (!bytecode) throw new Error(`TutorialMarket did not compile: ${JSON.stringify(output.errors)}`)
  return `0x${bytecode}`
}

export type TutorialMarket = {
  address: Address
  list(nft: Address, tokenId: bigint, price: bigint): Promise<{ hash: Hex; blockNumber: bigint }>
  listMany(nft: Address, firstId: bigint, count: bigint, price: bigint): Promise<{ hash: Hex; blockNumber: bigint }>
  cancel(nft: Address, tokenId: bigint): Promise<{ hash: Hex; blockNumber: bigint }>
}

/** Deploys the tutorial's marketplace events on `rpcUrl`, from `account`, and waits for each call's receipt. */
export async function deployTutorialMarket(rpcUrl: string, account: Account, chain: Chain): Promise<TutorialMarket> {
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) }).extend(publicActions)
  const deployHash = await wallet.deployContract({ abi: FUNCTIONS, bytecode: compile() })
  const { contractAddress } = await wallet.waitForTransactionReceipt({ hash: deployHash })
  const address = contractAddress as Address
  const send = async (functionName: 'list' | 'listMany' | 'cancel', args: readonly unknown[]) => {
    const hash = await wallet.writeContract({ address, abi: FUNCTIONS, functionName, args } as never)
    const receipt = await wallet.waitForTransactionReceipt({ hash })
    return { hash, blockNumber: receipt.blockNumber }
  }
  return {
    address,
    list: (nft, tokenId, price) => send('list', [nft, tokenId, price]),
    listMany: (nft, firstId, count, price) => send('listMany', [nft, firstId, count, price]),
    cancel: (nft, tokenId) => send('cancel', [nft, tokenId]),
  }
}
