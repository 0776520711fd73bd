import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useDevAccounts } from '@vitrine/react'
import { useState } from 'react'
import { shortAddress } from '../shortAddress.ts'

/**
 * Sign-in with one of the local chain's dev accounts: the node signs for them, so a newcomer can
 * list, offer and buy without a wallet extension. Shown only where the node holds such accounts.
 */
export function DevAccountSignIn({
  disabled,
  onPick,
}: {
  disabled: boolean
  onPick: (account: `0x${string}`) => void
}) {
  const { data: accounts } = useDevAccounts()
  const [picked, setPicked] = useState<`0x${string}` | null>(null)
  if (!accounts?.length) return null
  const account = picked ?? accounts[0]
  return (
    <Box component="section" aria-labelledby="dev-accounts-heading" sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }}>
        <Typography id="dev-accounts-heading" component="h2" variant="body2" color="text.secondary">
          or a dev account
        </Typography>
      </Divider>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        This chain's node holds {accounts.length} dev accounts and signs for them: no wallet extension needed. To trade
        between two of them, sign in with another one in a second browser profile or a private window.
      </Typography>
      <TextField
        select
        fullWidth
        label="Dev account"
        value={account}
        onChange={(event) => setPicked(event.target.value as `0x${string}`)}
        slotProps={{ select: { native: true } }}
      >
        {accounts.map((address, index) => (
          <option key={address} value={address}>
            Account {index} · {shortAddress(address)}
          </option>
        ))}
      </TextField>
      <Button
        fullWidth
        size="large"
        variant="outlined"
        sx={{ mt: 1.5 }}
        disabled={disabled || !account}
        onClick={() => account && onPick(account)}
      >
        Sign in as this dev account
      </Button>
    </Box>
  )
}
