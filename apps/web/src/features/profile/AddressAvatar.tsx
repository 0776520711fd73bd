import Box from '@mui/material/Box'

/** A picture drawn from the address itself: the same colours for the same wallet, everywhere. */
export function AddressAvatar({ address, size }: { address: string; size: number }) {
  const hue = (offset: number) => Number.parseInt(address.slice(2 + offset, 6 + offset), 16) % 360
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: '50%',
        background: `conic-gradient(from ${hue(8)}deg, hsl(${hue(0)} 70% 60%), hsl(${hue(4)} 70% 45%), hsl(${hue(12)} 70% 60%), hsl(${hue(0)} 70% 60%))`,
        border: '3px solid #fff',
        boxShadow: '0 0 0 1px rgba(0,0,0,0.08)',
      }}
    />
  )
}
