import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'

/** A dialog with MUI's theme around it, both loaded on first open: the page showing it carries no MUI. */
function themed<P extends object>(dialog: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return Promise.all([dialog, import('../../shell/withMuiTheme.tsx')]).then(([Dialog, { withMuiTheme }]) =>
    withMuiTheme(Dialog),
  )
}

// The dialogs (and the forms in them) load when first opened, not with the page.
export const ListDialog = dynamic(() => themed(import('./ListDialog.tsx').then((m) => m.ListDialog)), { ssr: false })
export const OfferDialog = dynamic(() => themed(import('./OfferDialog.tsx').then((m) => m.OfferDialog)), {
  ssr: false,
})
export const BuyDialog = dynamic(() => themed(import('./BuyDialog.tsx').then((m) => m.BuyDialog)), { ssr: false })
export const ConfirmTradeDialog = dynamic(
  () => themed(import('./ConfirmTradeDialog.tsx').then((m) => m.ConfirmTradeDialog)),
  { ssr: false },
)
export const AcceptOfferDialog = dynamic(
  () => themed(import('./AcceptOfferDialog.tsx').then((m) => m.AcceptOfferDialog)),
  { ssr: false },
)
