import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { MarketOrder } from '@vitrine/api'
import { useNFTs, useTrade } from '@vitrine/react'
import { useState } from 'react'
import { shortAddress } from '../../shortAddress.ts'
import { SourceMark } from '../common/SourceMark.tsx'
import { useMarketCurrencies } from '../common/useMarketCurrencies.ts'
import { TradeDialog } from './TradeDialog.tsx'

/**
 * Accepts an offer received by `owner`: a token offer as it is, a collection offer with one of the
 * owner's items of that collection, picked here (any one fills it, so the first held is preselected).
 */
export function AcceptOfferDialog({
  open,
  onClose,
  order,
  owner,
}: {
  open: boolean
  onClose: () => void
  order: MarketOrder
  owner: string
}) {
  const trade = useTrade()
  const currencies = useMarketCurrencies()
  const anyItem = order.tokenId === null
  const held = useNFTs({ owner, collection: order.address, limit: 100 }, { enabled: anyItem })
  const [picked, setPicked] = useState('')
  const tokenId = order.tokenId ?? (picked || held.data?.results[0]?.tokenId) ?? null
  const gives = `${shortAddress(order.address)} #${tokenId ?? '…'}`
  return (
    <TradeDialog
      open={open}
      onClose={onClose}
      title="Accept this offer"
      trade={trade}
      submitLabel="Accept offer"
      action={tokenId ? { type: 'acceptOffer', order, tokenId } : null}
      doneMessage={`Sold. The ${currencies.currencyOf(order.currency)?.symbol ?? 'payment'} is yours.`}
    >
      {anyItem &&
        (held.isError ? (
          <Typography role="alert" color="error">
            Your items of this collection could not be loaded: {held.error.message}
          </Typography>
        ) : held.isPending ? (
          <Typography color="text.secondary">Loading your items of this collection…</Typography>
        ) : held.data.results.length === 0 ? (
          <Typography>
            You hold no item of this collection any more, so there is nothing to sell for this offer.
          </Typography>
        ) : (
          <TextField
            select
            label="Item to sell"
            value={tokenId ?? ''}
            onChange={(event) => setPicked(event.target.value)}
            helperText="This offer buys any item of the collection: pick the one you give."
          >
            {held.data.results.map((nft) => (
              <MenuItem key={nft.tokenId} value={nft.tokenId}>
                {nft.name ? `${nft.name} · #${nft.tokenId}` : `#${nft.tokenId}`}
              </MenuItem>
            ))}
          </TextField>
        ))}
      <Typography>
        You give {gives} and receive {currencies.format(order.price, order.currency)}, less the royalty and fee.{' '}
        <SourceMark source={order.source} />
      </Typography>
    </TradeDialog>
  )
}
