import type { MarketOrder, Nft } from '@vitrine/api'
import { type TradeAction, useOrders, useViewerAddress } from '@vitrine/react'
import { useState } from 'react'
import { Alert } from '../../components/Alert.tsx'
import { Button } from '../../components/Button.tsx'
import { formatOrderPrice, formatUnitPrice } from '../../format/formatOrderPrice.ts'
import { SourceMark } from '../common/SourceMark.tsx'
import { useMarketCurrencies } from '../common/useMarketCurrencies.ts'
import { BuyDialog, ConfirmTradeDialog, ListDialog, OfferDialog } from '../trade/tradeDialogs.ts'
import { NftOffers } from './NftOffers.tsx'
import styles from './nft.module.css'
import { RaribleListings } from './RaribleListings.tsx'

type Open =
  | { kind: 'buy'; order: MarketOrder }
  | { kind: 'offer' }
  | { kind: 'list' }
  | { kind: 'confirm'; title: string; sentence: string; submitLabel: string; action: TradeAction; doneMessage: string }
  | null

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase()

/** Does `account` hold the token? */
export function holds(nft: Nft, account: string | null): boolean {
  if (!account) return false
  return nft.standard === 'ERC721' ? same(nft.owner, account) : nft.owners.some((o) => same(o.address, account))
}

/** The NFT page's market box: price, Buy and Make offer; for the owner List, Cancel and Accept; the offers. */
export function NftTrading({ nft, name }: { nft: Nft; name: string }) {
  const account = useViewerAddress()
  const [open, setOpen] = useState<Open>(null)
  const currencies = useMarketCurrencies()
  const listings = useOrders({ side: 'listing', address: nft.address, tokenId: nft.tokenId, limit: 20 })
  const best = listings.data?.results[0] ?? null
  const mine = listings.data?.results.filter((order) => same(order.maker, account)) ?? []
  const owner = holds(nft, account)
  const item = { address: nft.address as `0x${string}`, tokenId: nft.tokenId, standard: nft.standard }
  const close = () => setOpen(null)
  const cancel = (orders: MarketOrder[], what = 'listing') =>
    setOpen({
      kind: 'confirm',
      title: `Cancel your ${what}`,
      sentence: `Cancelling happens on the chain: the ${what} can never be filled after.`,
      submitLabel: `Cancel ${what}`,
      action: { type: 'cancel', orders },
      doneMessage: 'Cancelled.',
    })
  const accept = (order: MarketOrder) =>
    setOpen({
      kind: 'confirm',
      title: 'Accept this offer',
      sentence: `You give ${name} and receive ${currencies.format(order.price, order.currency)}, less the royalty and fee.`,
      submitLabel: 'Accept offer',
      action: { type: 'acceptOffer', order, tokenId: nft.tokenId },
      doneMessage: `Sold. The ${currencies.currencyOf(order.currency)?.symbol ?? 'payment'} is yours.`,
    })

  return (
    <section aria-label="Market" className={styles.market}>
      <div className={styles.prices}>
        <div>
          <div className={`${styles.caption} ${styles.secondary}`}>Price</div>
          <p className={styles.h6} data-testid="nft-price">
            {best ? formatOrderPrice(best) : 'Not listed for sale'}
          </p>
          {best && best.amount !== '1' && (
            <p className={`${styles.caption} ${styles.secondary}`}>{formatUnitPrice(best)}</p>
          )}
          {best && <SourceMark source={best.source} />}
        </div>
        <div>
          <div className={`${styles.caption} ${styles.secondary}`}>Top offer</div>
          <p className={styles.h6} data-testid="nft-top-offer">
            {nft.topOffer
              ? formatOrderPrice(nft.topOffer, (price) => currencies.format(price, nft.topOffer?.currency))
              : 'None'}
          </p>
        </div>
      </div>
      {mine.some((order) => order.revived) && (
        <Alert
          severity="warning"
          className={styles.notice}
          action={<Button onClick={() => cancel(mine.filter((o) => o.revived))}>Cancel it</Button>}
        >
          Your old listing is active again because this item came back to you: anyone can buy it at the price you set
          then.
        </Alert>
      )}
      <div className={styles.actions}>
        {best && !same(best.maker, account) && (
          <Button variant="contained" size="large" onClick={() => setOpen({ kind: 'buy', order: best })}>
            Buy now
          </Button>
        )}
        {!owner && (
          <Button variant="outlined" size="large" onClick={() => setOpen({ kind: 'offer' })}>
            Make offer
          </Button>
        )}
        {owner && mine.length === 0 && (
          <Button variant="contained" size="large" onClick={() => setOpen({ kind: 'list' })}>
            List for sale
          </Button>
        )}
        {mine.length > 0 && (
          <Button variant="danger" size="large" onClick={() => cancel(mine)}>
            Cancel listing
          </Button>
        )}
      </div>
      <RaribleListings address={item.address} tokenId={nft.tokenId} />
      <NftOffers
        nft={nft}
        account={account}
        canAccept={owner}
        onAccept={accept}
        onCancel={(order) => cancel([order], 'offer')}
      />
      {open?.kind === 'buy' && <BuyDialog open onClose={close} orders={[open.order]} name={name} />}
      {open?.kind === 'offer' && <OfferDialog open onClose={close} target={{ kind: 'item', item, name }} />}
      {open?.kind === 'list' && <ListDialog open onClose={close} item={item} name={name} />}
      {open?.kind === 'confirm' && <ConfirmTradeDialog open onClose={close} {...open} />}
    </section>
  )
}
