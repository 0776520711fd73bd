import type { Activity } from '@vitrine/api'
import { useMarketConfig } from '@vitrine/react'
import { formatDate } from '../../format/formatDate.ts'
import { activityPrice } from '../common/activityLabels.ts'
import { SourceMark } from '../common/SourceMark.tsx'
import styles from './nft.module.css'
import { salesInEth } from './salesInEth.ts'

const WIDTH = 400
const HEIGHT = 150
const PAD = { top: 14, right: 12, bottom: 12, left: 12 }

/** ETH as a number for drawing only (text always comes from activityPrice, exact). */
const eth = (wei: string) => Number(BigInt(wei) / 10n ** 12n) / 1e6

/**
 * The prices this token sold at, oldest to newest, drawn as a line in a plain SVG (no chart
 * library in the bundle). Each sale is also listed in text for screen readers. Only sales in ETH
 * or the market's WETH are drawn (`salesInEth`).
 */
export function SalesChart({ sales }: { sales: Activity[] }) {
  const offerCurrencies = useMarketConfig().data?.offerCurrencies
  const points = salesInEth(sales, offerCurrencies?.[0]?.address)
  if (points.length === 0)
    return (
      <p className={`${styles.body1} ${styles.secondary} ${styles.noSales}`}>
        {sales.length === 0
          ? 'This item has not been sold yet.'
          : 'Its sales were not paid in ETH or WETH: see them in the history below.'}
      </p>
    )
  const prices = points.map((p) => eth(p.price))
  const max = Math.max(...prices) * 1.15 || 1
  const x = (i: number) =>
    points.length === 1 ? WIDTH / 2 : PAD.left + (i * (WIDTH - PAD.left - PAD.right)) / (points.length - 1)
  const y = (price: number) => PAD.top + (1 - price / max) * (HEIGHT - PAD.top - PAD.bottom)
  const line = prices.map((price, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(price).toFixed(1)}`).join(' ')
  const area = `${line} L${x(prices.length - 1).toFixed(1)},${HEIGHT - PAD.bottom} L${x(0).toFixed(1)},${HEIGHT - PAD.bottom} Z`
  return (
    <div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Sale prices: ${points.map((p) => `${activityPrice(p, offerCurrencies)} on ${formatDate(p.timestamp)}`).join('; ')}`}
        className={styles.chart}
      >
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="#e0e0e0" />
        {points.length > 1 && <path d={area} fill="rgba(33,33,33,0.06)" />}
        {points.length > 1 && <path d={line} fill="none" stroke="#212121" strokeWidth={2.5} strokeLinejoin="round" />}
        {prices.map((price, i) => (
          <circle
            key={`${points[i]?.txHash}:${points[i]?.blockNumber}`}
            cx={x(i)}
            cy={y(price)}
            r={5}
            fill="#212121"
            stroke="#fff"
            strokeWidth={2}
          />
        ))}
      </svg>
      <div className={styles.dates}>
        <span className={`${styles.caption} ${styles.secondary}`}>{formatDate(points[0]?.timestamp ?? null)}</span>
        {points.length > 1 && (
          <span className={`${styles.caption} ${styles.secondary}`}>
            {formatDate(points[points.length - 1]?.timestamp ?? null)}
          </span>
        )}
      </div>
      <p className={`${styles.body2} ${styles.lastSale}`}>
        Last sale {points.length > 0 && activityPrice(points[points.length - 1] as Activity, offerCurrencies)}{' '}
        <SourceMark source={points[points.length - 1]?.source} />
        {points.length > 1 ? ` · ${points.length} sales` : ''}
      </p>
    </div>
  )
}
