import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { parseEth } from '../../format/parseEth.ts'

export const EXPIRIES = [
  { days: 1, label: '1 day' },
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
] as const

export type PriceValue = { price: string; days: number }

/** The wei typed, and the end time chosen (unix seconds), or null while the price is not an amount. */
export function readPrice(value: PriceValue): { price: bigint; endTime: bigint } | null {
  const price = parseEth(value.price)
  return price === null ? null : { price, endTime: BigInt(Math.floor(Date.now() / 1000) + value.days * 86_400) }
}

/** A price in ETH (or WETH) and how long the order lasts. */
export function PriceFields({
  value,
  onChange,
  label,
}: {
  value: PriceValue
  onChange: (value: PriceValue) => void
  label: string
}) {
  const bad = value.price !== '' && parseEth(value.price) === null
  return (
    <>
      <TextField
        label={label}
        value={value.price}
        onChange={(event) => onChange({ ...value, price: event.target.value })}
        error={bad}
        helperText={bad ? 'Type an amount above 0, like 0.5.' : ' '}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        autoFocus
        fullWidth
        sx={{ mt: 1 }}
      />
      <TextField
        select
        label="Expires after"
        value={value.days}
        onChange={(event) => onChange({ ...value, days: Number(event.target.value) })}
        fullWidth
      >
        {EXPIRIES.map((expiry) => (
          <MenuItem key={expiry.days} value={expiry.days}>
            {expiry.label}
          </MenuItem>
        ))}
      </TextField>
    </>
  )
}
