import { type MintVoucher, refuse } from '@vitrine/market'
import type { TokenMetadata } from '@vitrine/metadata'
import { SafeFetchError } from '@vitrine/safe-fetch'
import Parse from 'parse/node'
import { QueueFullError } from '../../media/createLimiter.ts'
import { refusalError } from '../../orderBook/marketErrors.ts'
import type { LazyItems } from './createLazyItems.ts'

/** A fetch failure in words a client may see: never what a host name resolves to inside our network. */
const reasonOf = (error: SafeFetchError) =>
  error.message.startsWith('Refused:') ? 'its host is not on a public address' : error.message.replace(/\.$/, '')

/**
 * A voucher's metadata document, read now: a lazy listing shows its own item, so its document must
 * be readable when it is posted. A document that cannot be had (refused address, 404, too large,
 * not a JSON object) is a refusal in words; a host that does not answer now (time-out, 5xx) is
 * "try again" (code 100, HTTP 503), as for the chain.
 */
export async function readVoucherItem(items: Pick<LazyItems, 'read'>, voucher: MintVoucher): Promise<TokenMetadata> {
  try {
    return await items.read(voucher)
  } catch (error) {
    if (error instanceof QueueFullError) {
      const busy = new Parse.Error(
        Parse.Error.CONNECTION_FAILED,
        "Too many lazy listings' metadata documents are being read right now. Try again shortly.",
      )
      throw Object.assign(busy, { cause: error })
    }
    if (!(error instanceof SafeFetchError)) throw error
    if (error.retryable) {
      const later = new Parse.Error(
        Parse.Error.CONNECTION_FAILED,
        `The voucher's metadata could not be read at its URI just now (${reasonOf(error)}). Try again shortly.`,
      )
      throw Object.assign(later, { cause: error })
    }
    throw Object.assign(
      refusalError(
        refuse(
          'unreadableItem',
          `The voucher's metadata could not be read at its URI (${reasonOf(error)}): a lazy listing shows its own item, so its metadata must be a JSON document readable when it is posted.`,
        ),
      ),
      { cause: error },
    )
  }
}
