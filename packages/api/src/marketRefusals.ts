/**
 * Why `postOrder` refuses an order: the Parse error `code` of each reason (its `error` is a
 * sentence naming it). A refused order is not stored. The SDK maps a code to words a collector
 * understands; the codes never change meaning.
 */
export const OrderRefusal = {
  /** The signature is not the offerer's over this order (EOA, ERC-1271 or bulk), or is malformed. */
  badSignature: 7101,
  /** `counter` is not the offerer's current Seaport counter (a cancel-all happened since). */
  staleCounter: 7102,
  /** Seaport has this order as filled already. */
  orderFilled: 7103,
  /** Seaport has this order as cancelled. */
  orderCancelled: 7104,
  /** `endTime` is past, or not after `startTime`. */
  orderExpired: 7105,
  /** `startTime` is more than 10 minutes ahead. */
  startsTooLate: 7106,
  /** `zone` is not the marketplace's (the zero address). */
  foreignZone: 7107,
  /** `conduitKey` is not the marketplace's. */
  foreignConduit: 7108,
  /** A listing's offerer does not hold the item (or the amount). */
  notOwner: 7109,
  /** A listing's offerer has not approved the conduit for the collection. */
  notApproved: 7110,
  /** An offer's offerer holds less WETH than the price. */
  insufficientBalance: 7111,
  /** An offer's offerer allows the conduit less WETH than the price. */
  insufficientAllowance: 7112,
  /** Not a listing, an offer on a token or a collection offer as the marketplace makes them. */
  unknownShape: 7113,
  /** The item's ERC-2981 royalty at this price is not paid to its receiver in full. */
  royaltyUnpaid: 7114,
  /** The configured marketplace fee is not paid to its recipient in full. */
  feeUnpaid: 7115,
  /** A lazy voucher's signer is not the collection's owner (its minter). */
  notMinter: 7116,
  /** A lazy voucher's token is minted already. */
  alreadyMinted: 7117,
  /** A lazy voucher's nonce was redeemed or revoked. */
  nonceUsed: 7118,
  /** The collection's supply cap is reached: no more tokens can be minted. */
  supplyCapReached: 7119,
  /** An offer is paid in an ERC-20 that is neither the market's WETH nor one the operator lists (`OFFER_CURRENCIES`). */
  unknownCurrency: 7130,
  /** A consideration item after the item itself pays someone who is neither the royalty receiver nor the fee recipient. */
  foreignPayee: 7131,
  /** The royalty receiver or the fee recipient is paid more than it is owed, or an offer's payments take its whole price. */
  overpaid: 7132,
  /**
   * A lazy voucher's item copies an existing token's: its token URI, or its metadata document by
   * content, is that of a minted token or of an open lazy listing of another token.
   */
  duplicateItem: 7133,
  /** A lazy voucher's metadata document cannot be read at its URI, or is not a JSON object. */
  unreadableItem: 7134,
} as const
export type OrderRefusal = keyof typeof OrderRefusal

/**
 * The chain could not be read (an RPC outage): nothing is wrong with the order, post it again in
 * a moment. Never a refusal. Parse's CONNECTION_FAILED with HTTP 503, as every "temporarily
 * unavailable" answer of the backend.
 */
export const MARKET_TRY_AGAIN = 100
