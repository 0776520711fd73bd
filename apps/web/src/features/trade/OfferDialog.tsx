import Typography from '@mui/material/Typography'
import type { Standard } from '@vitrine/api'
import { type TradeAction, type TradeItem, useTrade, useWalletBalance } from '@vitrine/react'
import { useState } from 'react'
import { formatAmount, formatEth } from '../../format/formatEth.ts'
import { useMarketCurrencies } from '../common/useMarketCurrencies.ts'
import { PriceFields, type PriceValue, readPrice } from './PriceFields.tsx'
import { TradeDialog } from './TradeDialog.tsx'

export type OfferTarget =
  | { kind: 'item'; item: TradeItem; name: string }
  | { kind: 'collection'; address: `0x${string}`; standard: Standard; name: string }

/** An offer in WETH on one item, or on any item of a collection; ETH is wrapped first when needed. */
export function OfferDialog({ open, onClose, target }: { open: boolean; onClose: () => void; target: OfferTarget }) {
  const trade = useTrade()
  const [value, setValue] = useState<PriceValue>({ price: '', days: 7 })
  const read = readPrice(value)
  // The market's WETH, named as the token names itself: what offers made here are paid in.
  const weth = useMarketCurrencies().weth
  const symbol = weth?.symbol ?? 'WETH'
  const wethBalance = useWalletBalance({ token: weth?.address }).data
  const ethBalance = useWalletBalance().data
  const action: TradeAction | null =
    read &&
    (target.kind === 'item'
      ? { type: 'offer', item: target.item, ...read }
      : { type: 'collectionOffer', address: target.address, standard: target.standard, ...read })
  return (
    <TradeDialog
      open={open}
      onClose={onClose}
      title={target.kind === 'item' ? `Make an offer on ${target.name}` : `Offer on any item of ${target.name}`}
      trade={trade}
      submitLabel="Make offer"
      action={action}
      doneMessage="Your offer is up. The owner can accept it at any time until it expires."
    >
      <PriceFields value={value} onChange={setValue} label={`Offer (${symbol})`} />
      <Typography variant="body2" color="text.secondary">
        Offers are paid in {symbol}. If you hold less than this, the difference is wrapped from your ETH first.
      </Typography>
      {weth && wethBalance !== undefined && ethBalance !== undefined && (
        <Typography variant="body2" data-testid="offer-balances">
          You have {formatAmount(wethBalance.toString(), weth)} and {formatEth(ethBalance.toString())}.
        </Typography>
      )}
    </TradeDialog>
  )
}
