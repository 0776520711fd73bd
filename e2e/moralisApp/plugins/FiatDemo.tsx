import { useFiatBuy } from 'react-moralis'

/** useFiatBuy: the server answers an `openUrl` step, and moralis-v1 opens the on-ramp's widget. */
export function FiatDemo() {
  const { buy, isFetching, error } = useFiatBuy({ coin: 'ETH' })
  return (
    <section aria-label="Fiat">
      <h3>fiat</h3>
      <button type="button" disabled={isFetching} onClick={() => buy()}>
        Buy ETH with a card
      </button>
      {error ? <p role="alert">{error.message}</p> : null}
    </section>
  )
}
