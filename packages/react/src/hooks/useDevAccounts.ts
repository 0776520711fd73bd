import { useQuery } from '@tanstack/react-query'
import { useVitrineContext } from './useVitrineContext.ts'

/**
 * The accounts the chain node holds unlocked (anvil's dev accounts on the local chain; none on a
 * public one). `authenticate({ devAccount })` or `enableWeb3({ devAccount })` connects one, with
 * no wallet extension: the node signs for it.
 */
export function useDevAccounts() {
  const { chainId, wallet } = useVitrineContext('useDevAccounts')
  return useQuery({
    queryKey: ['vitrine', 'devAccounts', chainId],
    queryFn: wallet.listDevAccounts,
    staleTime: Infinity,
  })
}
