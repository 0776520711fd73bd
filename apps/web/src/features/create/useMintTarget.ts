import { useQuery } from '@tanstack/react-query'
import type { MintTarget } from '@vitrine/react'
import type { WalletClient } from 'viem'
import { loadWalletActions } from './loadWalletActions.ts'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The kind and owner of the collection typed in a mint form, read from the chain once the address
 * is whole; `known` (a collection just created here) answers at once.
 */
export function useMintTarget(wallet: WalletClient, address: string, known?: MintTarget) {
  const trimmed = address.trim()
  return useQuery({
    queryKey: ['mintTarget', trimmed.toLowerCase()],
    queryFn: async () => (await loadWalletActions()).readMintTarget(wallet, trimmed as `0x${string}`),
    enabled: ADDRESS.test(trimmed) && !known,
    staleTime: 60_000,
    ...(known ? { initialData: known } : {}),
  })
}
