import { useState } from 'react'
import { useMoralisFile } from 'react-moralis'

/** A minter's first step: `saveFile(name, data, { saveIPFS: true })`, then `ipfs()` and `hash()`. */
export function SaveToIpfs() {
  const { saveFile, isUploading, error } = useMoralisFile()
  const [saved, setSaved] = useState<{ ipfs: string; hash: string } | null>(null)
  const save = async () => {
    const file = await saveFile('note.json', { base64: btoa(JSON.stringify({ name: 'A note' })) }, { saveIPFS: true })
    if (file)
      setSaved({
        ipfs: (file as unknown as { ipfs(): string }).ipfs(),
        hash: (file as unknown as { hash(): string }).hash(),
      })
  }
  return (
    <section aria-label="IPFS">
      <button type="button" disabled={isUploading} onClick={save}>
        Save to IPFS
      </button>
      {saved ? (
        <p>
          <a data-testid="ipfs-url" href={saved.ipfs}>
            {saved.hash}
          </a>
        </p>
      ) : null}
      {error ? <p role="alert">{error.message}</p> : null}
    </section>
  )
}
