import { parseAbi } from 'viem'

/** The view functions an order's facts are read with (Seaport 1.6, ERC-721/1155/20/2981/1271). */
export const seaportViewsAbi = parseAbi([
  'function getOrderStatus(bytes32 orderHash) view returns (bool isValidated, bool isCancelled, uint256 totalFilled, uint256 totalSize)',
  'function getCounter(address offerer) view returns (uint256 counter)',
  'function information() view returns (string version, bytes32 domainSeparator, address conduitController)',
])
export const erc721ViewsAbi = parseAbi([
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
])
export const erc1155ViewsAbi = parseAbi([
  'function balanceOf(address account, uint256 id) view returns (uint256)',
  'function isApprovedForAll(address account, address operator) view returns (bool)',
])
export const erc20ViewsAbi = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
])
export const erc2981Abi = parseAbi([
  'function royaltyInfo(uint256 tokenId, uint256 salePrice) view returns (address receiver, uint256 royaltyAmount)',
])
export const erc1271Abi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4 magicValue)',
])
/** `isValidSignature`'s answer for a valid signature. */
export const ERC1271_MAGIC_VALUE = '0x1626ba7e'
