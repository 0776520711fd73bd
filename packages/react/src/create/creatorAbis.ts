import { parseAbi } from 'viem'

/** What the create actions call of packages/contracts (CollectionFactory, CreatorCollection, CreatorEdition). */
export const collectionFactoryAbi = parseAbi([
  'function createCollection(string name, string symbol, string contractURI, uint256 maxSupply, address royaltyReceiver, uint96 royaltyBps) returns (address)',
  'function createEdition(string name, string symbol, string contractURI, address royaltyReceiver, uint96 royaltyBps) returns (address)',
  'event CollectionCreated(address indexed collection, address indexed owner, uint8 standard, string name, string symbol)',
])

export const creatorCollectionAbi = parseAbi([
  'function mint(address to, string uri) returns (uint256)',
  'function mintBatch(address to, string[] uris) returns (uint256)',
  'function mintBatchOnce(address to, string[] uris, bytes32[] keys) returns (uint256)',
  'function tokensOfKeys(bytes32[] keys) view returns (uint256[])',
  'function owner() view returns (address)',
  'error MaxSupplyExceeded(uint256 maxSupply)',
  'error EmptyBatch()',
  'error LengthMismatch()',
  'error OwnableUnauthorizedAccount(address account)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
])

export const creatorEditionAbi = parseAbi([
  'function mintNew(address to, uint256[] amounts, string[] uris) returns (uint256)',
  'function mintNewOnce(address to, uint256[] amounts, string[] uris, bytes32[] keys) returns (uint256)',
  'function tokensOfKeys(bytes32[] keys) view returns (uint256[])',
  'error EmptyBatch()',
  'error LengthMismatch()',
  'error OwnableUnauthorizedAccount(address account)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
])

export const supportsInterfaceAbi = parseAbi(['function supportsInterface(bytes4 interfaceId) view returns (bool)'])
