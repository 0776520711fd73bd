import { type MintVoucherJson, NATIVE_CURRENCY } from '@vitrine/api'
import {
  getVoucherHash,
  isCloneOf,
  isLazyTokenIdOf,
  type LazyFacts,
  type MintVoucher,
  type Refusal,
  readLazyFacts,
  refuse,
  toMintVoucher,
} from '@vitrine/market'
import type { ChainReads } from '@vitrine/rpc'
import Parse from 'parse/node'
import { type Address, getAddress, type Hex, parseAbi, recoverAddress } from 'viem'
import { refusalError, tryAgainError } from '../../orderBook/marketErrors.ts'

export type ValidateLazyOrderDeps = {
  reads: ChainReads
  chainId: number
  /** The factory whose collections lazily mint (`redeem`): a voucher of another contract is refused. */
  collectionFactory: Address
}

export type ValidatedLazyOrder = {
  orderHash: Hex
  voucher: MintVoucher
  /** The signer: the creator named in the token id, the collection's owner. */
  creator: Address
  facts: LazyFacts
  /** Unix seconds the order was judged at; the block its facts were read at, and its hash. */
  now: bigint
  block: bigint
  blockHash: Hex
}

const factoryAbi = parseAbi(['function collectionImplementation() view returns (address)'])

/**
 * The checks of a lazy listing (PRODUCT.md §6, `rarible`), cheapest first: shape, expiry,
 * signature; then the collection at one block: one of the factory's, its owner the signer, the
 * token not minted, the nonce unused, the supply not full. Throws the refusal as a Parse error,
 * or "try again" when the chain cannot be read.
 */
export async function validateLazyOrder(
  deps: ValidateLazyOrderDeps,
  json: MintVoucherJson,
  signature: Hex,
): Promise<ValidatedLazyOrder> {
  const fail = (refusal: Refusal): never => {
    throw refusalError(refusal)
  }
  const voucher = toMintVoucher({
    ...json,
    collection: getAddress(json.collection),
    currency: getAddress(json.currency),
    royaltyReceiver: getAddress(json.royaltyReceiver),
  })
  if (voucher.currency !== NATIVE_CURRENCY)
    fail(refuse('unknownShape', 'A lazy listing is priced in ETH: currency must be the zero address.'))
  const creator = getAddress(`0x${(voucher.tokenId >> 96n).toString(16).padStart(40, '0')}`)
  const orderHash = getVoucherHash(deps.chainId, voucher)
  try {
    const head = await deps.reads.head()
    const now = BigInt(Math.max(Math.floor(Date.now() / 1000), Number(head.timestamp)))
    if (voucher.expiry <= now) fail(refuse('orderExpired', 'The voucher has expired: its expiry is past.'))

    // Recovery is local arithmetic (no RPC): it throws only on a malformed signature, which is a bad signature.
    const signer = await recoverAddress({ hash: orderHash, signature }).catch(() => null)
    if (signer === null || !isLazyTokenIdOf(voucher.tokenId, signer))
      fail(
        refuse(
          'badSignature',
          "The signature is not the creator's over this voucher (the creator is the token id's upper 160 bits).",
        ),
      )

    const read = (call: Parameters<ChainReads['read']>[1]) => deps.reads.read(head.number, call)
    const implementation = (await read({
      address: deps.collectionFactory,
      abi: factoryAbi,
      functionName: 'collectionImplementation',
      args: [],
    })) as Address | null
    const code = await deps.reads.code(head.number, voucher.collection)
    if (!implementation || !isCloneOf(code, implementation))
      fail(refuse('unknownShape', "The voucher's collection is not a collection of this marketplace's factory."))

    const facts = await readLazyFacts(read, voucher)
    if (facts.minter !== creator)
      fail(refuse('notMinter', "The voucher's signer is not the collection's minter (its owner)."))
    if (facts.minted) fail(refuse('alreadyMinted', 'This token is minted already.'))
    if (facts.nonceUsed) fail(refuse('nonceUsed', "The voucher's nonce has been redeemed or revoked."))
    if (facts.supplyFull) fail(refuse('supplyCapReached', "The collection's supply cap is reached."))
    return { orderHash, voucher, creator, facts, now, block: head.number, blockHash: head.hash }
  } catch (error) {
    if (error instanceof Parse.Error) throw error
    throw tryAgainError(error)
  }
}
