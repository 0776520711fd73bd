import { TextLink } from '../../components/TextLink.tsx'
import { shortAddress } from '../../shortAddress.ts'

const ZERO = '0x0000000000000000000000000000000000000000'

/** An account, short, linking to its profile; the zero address (mint, burn) is nobody's. */
export function AddressLink({ address, fallback = '—' }: { address: string | null; fallback?: string }) {
  if (!address || address === ZERO) return <span>{fallback}</span>
  return (
    <TextLink href={`/u/${address}`} title={address}>
      {shortAddress(address)}
    </TextLink>
  )
}
