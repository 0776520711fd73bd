import dynamic from 'next/dynamic'
import { withThemeLoaded } from '../../shell/withThemeLoaded.ts'

// The dialogs (and the forms in them) load when first opened, not with the page, with MUI's theme.
export const ListDialog = dynamic(() => withThemeLoaded(import('./ListDialog.tsx').then((m) => m.ListDialog)), {
  ssr: false,
})
export const OfferDialog = dynamic(() => withThemeLoaded(import('./OfferDialog.tsx').then((m) => m.OfferDialog)), {
  ssr: false,
})
export const BuyDialog = dynamic(() => withThemeLoaded(import('./BuyDialog.tsx').then((m) => m.BuyDialog)), {
  ssr: false,
})
export const ConfirmTradeDialog = dynamic(
  () => withThemeLoaded(import('./ConfirmTradeDialog.tsx').then((m) => m.ConfirmTradeDialog)),
  { ssr: false },
)
export const AcceptOfferDialog = dynamic(
  () => withThemeLoaded(import('./AcceptOfferDialog.tsx').then((m) => m.AcceptOfferDialog)),
  { ssr: false },
)
