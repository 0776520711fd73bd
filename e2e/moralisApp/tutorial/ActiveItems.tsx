import { useMoralisQuery } from 'react-moralis'

/**
 * The Moralis NFT-marketplace tutorial's home page: the `ActiveItem` class its cloud code keeps
 * from the synced `ItemListed` / `ItemBought` / `ItemCanceled` events, read live.
 */
export function ActiveItems() {
  const { data, error, isLoading } = useMoralisQuery(
    'ActiveItem',
    (query) => query.ascending('tokenId').limit(100),
    [],
    { live: true },
  )
  if (error) return <p role="alert">{error.message}</p>
  if (isLoading) return <p>Loading listings…</p>
  return (
    <section aria-label="Active items">
      <h2>Active items</h2>
      {data.length === 0 ? <p>Nothing listed.</p> : null}
      <ul data-testid="active-items">
        {data.map((item) => (
          <li key={item.id}>
            {String(item.get('nftAddress'))}:{String(item.get('tokenId'))} {String(item.get('price'))} wei by{' '}
            {String(item.get('seller'))}
          </li>
        ))}
      </ul>
    </section>
  )
}
