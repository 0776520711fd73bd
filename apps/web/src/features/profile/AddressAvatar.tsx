import Box from '@mui/material/Box'
import { addressGradient } from '../../addressGradient.ts'

/** A wallet's picture, drawn from its address (addressGradient). */
export function AddressAvatar({ address, size }: { address: string; size: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: '50%',
        background: addressGradient(address),
        border: '3px solid #fff',
        boxShadow: '0 0 0 1px rgba(0,0,0,0.08)',
      }}
    />
  )
}
