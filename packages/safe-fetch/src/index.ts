export { isPublicAddress } from './isPublicAddress.ts'
export { type Fetched, SafeFetchError, type SafeFetchOptions, safeFetch } from './safeFetch.ts'
