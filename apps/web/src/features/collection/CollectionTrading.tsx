import type { Collection } from '@vitrine/api'
import { useOrders, useViewerAddress } from '@vitrine/react'
import { useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { formatEth } from '../../format/formatEth.ts'
import { collectionName } from '../common/CollectionCard.tsx'
import { NumberField } from '../common/NumberField.tsx'
import { BuyDialog, OfferDialog } from '../trade/tradeDialogs.ts'
import styles from './CollectionTrading.module.css'
import { MAX_SWEEP, sweepListingsParams } from './collectionView.ts'

/** Sweep the N cheapest listings in one transaction, or offer on any item of the collection. */
export function CollectionTrading({ collection }: { collection: Collection }) {
  const account = useViewerAddress()
  // The field's text as typed (it may be empty while one types a new number); the count read from it.
  const [countText, setCountText] = useState('3')
  const count = Math.max(1, Math.min(MAX_SWEEP, Math.floor(Number(countText)) || 1))
  const [open, setOpen] = useState<'sweep' | 'offer' | null>(null)
  const listings = useOrders(sweepListingsParams(collection.address))
  // Not one's own listings: a sweep buys from others.
  const all = listings.data?.results ?? []
  const available = all.filter((o) => !account || o.maker.toLowerCase() !== account.toLowerCase())
  // Fewer listed than asked for: say so beside the field, and why when some are one's own.
  const short =
    available.length > 0 && available.length < count
      ? `${available.length} listed${all.length > available.length ? ', yours not counted' : ''}`
      : undefined
  const chosen = available.slice(0, Math.max(1, Math.min(count, available.length)))
  const total = chosen.reduce((sum, order) => sum + BigInt(order.price), 0n)
  const name = collectionName(collection)
  return (
    <section aria-label="Trade" className={styles.trade}>
      <NumberField
        label="Items to sweep"
        value={countText}
        onChange={setCountText}
        onBlur={() => setCountText(String(count))}
        min={1}
        max={MAX_SWEEP}
        helperText={short}
        width={140}
      />
      <Button variant="contained" disabled={available.length === 0} onClick={() => setOpen('sweep')}>
        {available.length === 0 ? 'Nothing listed' : `Sweep ${chosen.length} for ${formatEth(total.toString())}`}
      </Button>
      <Button variant="outlined" onClick={() => setOpen('offer')}>
        Collection offer
      </Button>
      {listings.isError && <p className={styles.error}>Listings could not be loaded.</p>}
      {open === 'sweep' && <BuyDialog open onClose={() => setOpen(null)} orders={chosen} name={name} />}
      {open === 'offer' && (
        <OfferDialog
          open
          onClose={() => setOpen(null)}
          target={{
            kind: 'collection',
            address: collection.address as `0x${string}`,
            standard: collection.standard,
            name,
          }}
        />
      )}
    </section>
  )
}
