/**
 * The wallet side of /create (deploy through the factory, mint, wallet errors in words) pulls in
 * viem's contract calls, event decoding and error classes: loaded when a form is sent, not with
 * the page, so /create keeps within the site's first-load budget.
 */
export const loadWalletActions = () => import('./walletActionsModule.ts')

/** A failure in words; if the wallet code itself cannot load, says so. */
export const describeFailure = (error: unknown): Promise<string> =>
  loadWalletActions().then(
    ({ walletErrorMessage }) => walletErrorMessage(error),
    () => 'The page could not load its wallet code. Check your connection and try again.',
  )
