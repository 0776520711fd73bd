import dynamic from 'next/dynamic'

// The dialogs (and the forms in them) load when first opened, not with the page.
export const ListDialog = dynamic(() => import('./ListDialog.tsx').then((m) => m.ListDialog), { ssr: false })
export const OfferDialog = dynamic(() => import('./OfferDialog.tsx').then((m) => m.OfferDialog), { ssr: false })
export const BuyDialog = dynamic(() => import('./BuyDialog.tsx').then((m) => m.BuyDialog), { ssr: false })
export const ConfirmTradeDialog = dynamic(() => import('./ConfirmTradeDialog.tsx').then((m) => m.ConfirmTradeDialog), {
  ssr: false,
})
export const AcceptOfferDialog = dynamic(() => import('./AcceptOfferDialog.tsx').then((m) => m.AcceptOfferDialog), {
  ssr: false,
})
