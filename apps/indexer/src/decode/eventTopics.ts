import { type Abi, type AbiEvent, type ContractEventName, type Hex, toEventSelector } from 'viem'

/** Each event of an ABI by its name: its topic0, derived from its signature. */
export function eventTopics<const abi extends Abi>(abi: abi): Record<ContractEventName<abi>, Hex> {
  const events = abi.filter((item): item is AbiEvent => item.type === 'event')
  return Object.fromEntries(events.map((event) => [event.name, toEventSelector(event)])) as Record<
    ContractEventName<abi>,
    Hex
  >
}
