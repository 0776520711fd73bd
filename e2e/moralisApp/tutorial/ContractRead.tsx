import { useState } from 'react'
import { useMoralisWeb3Api } from 'react-moralis'

const nameAbi = [
  { type: 'function', name: 'name', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'string' }] },
]

/** `Moralis.Web3API.native.runContractFunction` as the tutorials call it: a view with the app's own abi. */
export function ContractRead({ chain }: { chain: string }) {
  const Web3Api = useMoralisWeb3Api()
  const [address, setAddress] = useState('')
  const [result, setResult] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const read = async () => {
    setError(null)
    try {
      // The SDK's types omit `abi` (sent in the body); the tutorials pass it all the same.
      const options = { chain, address, function_name: 'name', abi: nameAbi }
      const answer = await Web3Api.native.runContractFunction(options as never)
      setResult(String(answer))
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
    }
  }
  return (
    <section aria-label="Contract read">
      <input aria-label="Contract address" value={address} onChange={(event) => setAddress(event.target.value)} />
      <button type="button" onClick={read}>
        Read name
      </button>
      {result !== null ? <p data-testid="contract-name">{result}</p> : null}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  )
}
