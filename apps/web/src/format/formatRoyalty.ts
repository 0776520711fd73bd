/** Basis points as a percentage ("5%", "2.5%"); "—" when the contract has no royalty. */
export function formatRoyalty(bps: number | null): string {
  return bps === null ? '—' : `${Number((bps / 100).toFixed(2))}%`
}
