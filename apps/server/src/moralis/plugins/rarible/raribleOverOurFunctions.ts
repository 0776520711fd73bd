import type { MintVoucherJson, PostOrderResult } from '@vitrine/api'
import type { Address } from 'viem'
import type { TradingPluginDeps } from '../tradingPluginDeps.ts'
import type { RaribleMoralisPluginDeps } from './raribleMoralisPlugin.ts'

type Page<T> = { results: T[] }

/** What the rarible plugin reads and posts, through our own functions (their checks and errors). */
export function raribleOverOurFunctions({ call, chainId }: TradingPluginDeps): RaribleMoralisPluginDeps {
  return {
    chainId,
    // The creator's first ERC-721 collection made with our factory: the ones that redeem vouchers.
    async collectionOf(creator) {
      const page = await call<Page<{ address: Address; standard: string }>>(
        'getCollections',
        { creator, sort: 'newest', limit: 100 },
        {},
      )
      return page.results.filter((collection) => collection.standard === 'ERC721').at(-1)?.address ?? null
    },
    async lazyVoucherOf(address, tokenId) {
      const page = await call<Page<{ voucher: MintVoucherJson | null }>>(
        'getOrders',
        { side: 'listing', address, tokenId, kind: 'lazy' },
        {},
      )
      return page.results[0]?.voucher ?? null
    },
    postLazyOrder: (params) => call<PostOrderResult>('postOrder', params, {}),
  }
}
