import { FiatDemo } from './FiatDemo.tsx'
import { OneInchDemo } from './OneInchDemo.tsx'
import { OpenSeaDemo } from './OpenSeaDemo.tsx'
import { RaribleDemo } from './RaribleDemo.tsx'

/**
 * react-moralis's plugin hooks, one small demo per Moralis plugin (Vitrine's trading sources).
 * A plugin's demo is one component in its own file and one entry here.
 */
const DEMOS = [
  { name: 'opensea', Demo: OpenSeaDemo },
  { name: 'fiat', Demo: FiatDemo },
  { name: 'oneInch', Demo: OneInchDemo },
  { name: 'rarible', Demo: RaribleDemo },
]

export function PluginsPanel() {
  return (
    <section aria-label="Plugins">
      <h2>Plugins</h2>
      {DEMOS.map(({ name, Demo }) => (
        <Demo key={name} />
      ))}
    </section>
  )
}
