import { mintVoucherSchema } from '@vitrine/api'
import type { TradingPluginDeps } from '../tradingPluginDeps.ts'
import type { RaribleMoralisPluginDeps } from './raribleMoralisPlugin.ts'

/** What the rarible plugin reads and posts, through our own functions (their checks and errors). */
export function raribleOverOurFunctions({ call, chainId }: TradingPluginDeps): RaribleMoralisPluginDeps {
  return {
    chainId,
    // The creator's first ERC-721 collection made with our factory: the ones that redeem vouchers.
    async collectionOf(creator) {
      const page = await call('getCollections', { creator, sort: 'newest', limit: 100 }, {})
      return page.results.filter((collection) => collection.standard === 'ERC721').at(-1)?.address ?? null
    },
    async lazyVoucherOf(address, tokenId) {
      const page = await call('getOrders', { side: 'listing', address, tokenId, kind: 'lazy' }, {})
      // The wire's voucher, in the shape the plugin reads (decimal strings).
      const voucher = page.results[0]?.voucher
      return voucher ? mintVoucherSchema.parse(voucher) : null
    },
    postLazyOrder: (params) => call('postOrder', params, {}),
  }
}
