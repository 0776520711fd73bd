import type { GetActivityParameters, GetCollectionsParameters } from '@vitrine/react'

/** What the home page shows: the same parameters for its server prefetch and its hooks. */
export const trendingParams: Omit<GetCollectionsParameters, 'cursor'> = { sort: 'volume', limit: 8 }
export const recentSalesParams: Omit<GetActivityParameters, 'cursor'> = { types: ['sale'], limit: 6 }
