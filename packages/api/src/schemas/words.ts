import { z } from 'zod'
import { ACTIVITY_TYPES } from '../activityType.ts'
import { METADATA_STATUSES } from '../metadataStatus.ts'
import { COLLECTION_SORTS, TOKEN_SORTS } from '../sorts.ts'
import { STANDARDS } from '../standard.ts'
import { TradingSource } from '../tradingSource.ts'

/** Schemas of the enumerated domain words (their lists live, zod-free, beside the package's entry). */
export const StandardSchema = z.enum(STANDARDS)
export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES)
export const MetadataStatusSchema = z.enum(METADATA_STATUSES)
export const TradingSourceSchema = z.enum(Object.values(TradingSource) as [TradingSource, ...TradingSource[]])
export const CollectionSortSchema = z.enum(COLLECTION_SORTS)
export const TokenSortSchema = z.enum(TOKEN_SORTS)
