import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useAuth, useWallet } from '@vitrine/react'
import { chainName } from '../format/chainName.ts'
import { MuiTheme } from '../shell/withMuiTheme.tsx'
import { shortAddress } from '../shortAddress.ts'
import { siteConfig } from '../siteConfig.ts'
import { walletAddressOf } from '../walletAddressOf.ts'

/** Says when the wallet is on another network, or on another account than the signed-in one. */
export function WalletWarnings() {
  // The shell is not in MUI's theme (withMuiTheme.tsx): the warnings bring it.
  return (
    <MuiTheme>
      <Warning />
    </MuiTheme>
  )
}

function Warning() {
  const { user, isAuthenticated, isAuthenticating, authenticate } = useAuth()
  const { chainId, account, web3 } = useWallet()
  if (!account) return null

  if (chainId !== null && chainId !== siteConfig.chainId) {
    return (
      <Alert
        severity="warning"
        square
        data-testid="wrong-network"
        action={
          <Button
            color="inherit"
            size="small"
            // Declined in the wallet, or not supported by it: the warning stays, with its button.
            onClick={() => web3?.switchChain({ id: siteConfig.chainId }).catch(() => {})}
          >
            Switch network
          </Button>
        }
      >
        Your wallet is on {chainName(chainId)}. Vitrine runs on {chainName(siteConfig.chainId)}.
      </Alert>
    )
  }

  const linked = user?.accounts ?? (user?.ethAddress ? [user.ethAddress] : [])
  const mismatch =
    isAuthenticated && linked.length > 0 && !linked.some((a) => a.toLowerCase() === account.toLowerCase())
  if (!mismatch) return null
  return (
    <Alert
      severity="warning"
      square
      data-testid="wrong-account"
      action={
        <Button color="inherit" size="small" disabled={isAuthenticating} onClick={() => authenticate()}>
          Sign in again
        </Button>
      }
    >
      Your wallet switched to {shortAddress(account)}, but you are signed in as{' '}
      {shortAddress((user && walletAddressOf(user)) ?? (linked[0] as string))}.
    </Alert>
  )
}
