import { BaseError, ContractFunctionRevertedError, InsufficientFundsError, UserRejectedRequestError } from 'viem'
import { VitrineError } from '../errors.ts'

// Parse Server's codes for a session that is gone (signed out elsewhere, expired) or missing.
const SIGNED_OUT = new Set([206, 209])

/** A wallet or chain failure in words a creator understands; the raw message as a last resort. */
export function walletErrorMessage(error: unknown): string {
  if (error instanceof VitrineError && error.code !== undefined && SIGNED_OUT.has(error.code))
    return 'You are not signed in any more: sign in again, then send the form again.'
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error)
  if (error.walk((e) => e instanceof UserRejectedRequestError) || /user rejected|denied/i.test(error.message))
    return 'Rejected in the wallet.'
  if (error.walk((e) => e instanceof InsufficientFundsError) || /insufficient funds/i.test(error.message))
    return 'Not enough ETH to pay for gas.'
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
  if (reverted instanceof ContractFunctionRevertedError) {
    switch (reverted.data?.errorName) {
      case 'MaxSupplyExceeded':
        return `The collection's supply cap (${String(reverted.data.args?.[0])}) is reached.`
      case 'OwnableUnauthorizedAccount':
        return "This wallet is not the collection's owner."
      case 'EmptyBatch':
        return 'Nothing to mint.'
    }
  }
  return error.shortMessage
}
