import type { MintTarget } from '@vitrine/react'
import type { WalletClient } from 'viem'
import type { CreateConfig } from './createServices.ts'

/** What the two mint forms (one item, a batch) are given by the create page. */
export type MintFormProps = {
  config: CreateConfig
  sessionToken: string
  wallet: WalletClient
  account: string
  collection: string
  /** What is known of `collection` already (created on this page). */
  known?: MintTarget
}
