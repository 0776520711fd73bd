import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { MintTarget } from '@vitrine/react'
import { type FormEvent, useReducer, useState } from 'react'
import type { Hex, WalletClient } from 'viem'
import NextLink from '../../components/SiteLink.tsx'
import { BatchItemsTable } from './BatchItemsTable.tsx'
import { batchCounts, batchProgress } from './batchProgress.ts'
import { batchRows } from './batchRows.ts'
import { CollectionField, EditionSizeField, editionSize, mintTargetProblem } from './CollectionField.tsx'
import { type CreateConfig, megabytes } from './createServices.ts'
import { describeFailure, loadWalletActions } from './loadWalletActions.ts'
import { type Step, StepList, trackSteps } from './StepList.tsx'
import { BATCH_STEPS, type RowToSend, sendBatch } from './sendBatch.ts'
import { contentHash } from './uploadOnce.ts'
import { useMintTarget } from './useMintTarget.ts'

type Props = {
  config: CreateConfig
  sessionToken: string
  wallet: WalletClient
  account: string
  collection: string
  /** What is known of `collection` already (created on this page). */
  known?: MintTarget
}

/**
 * A batch: a folder of pictures plus a CSV or JSON list, checked whole before anything is sent.
 * Each row has a key of its own (what the item is); the collection records the keys it has
 * minted, so a batch sent again (a resume, a reload, a second tab) mints only the rows left.
 */
export function BatchMintForm({ config, sessionToken, wallet, account, collection: initial, known }: Props) {
  const [collection, setCollection] = useState(initial)
  const target = useMintTarget(wallet, collection, collection === initial ? known : undefined)
  const [steps, setSteps] = useState<Step[]>([])
  const [busy, setBusy] = useState(false)
  const [problems, setProblems] = useState<string[]>([])
  const [done, setDone] = useState<number | null>(null)
  const [progress, dispatch] = useReducer(batchProgress, null)
  const [lineLabel, setLineLabel] = useState('Line')
  if (initial && initial !== collection && !busy && steps.length === 0) setCollection(initial)
  const counts = progress ? batchCounts(progress) : null
  // After a failure the same form sends only what is left: its button says so.
  const left = !busy && counts && counts.failed > 0 ? counts.left : 0
  const cleared = () => {
    if (busy) return
    dispatch({ type: 'cleared' })
    setSteps([])
    setDone(null)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const pictures = (form.getAll('pictures') as File[]).filter((file) => file.size > 0)
    const list = form.get('list') as File | null
    const address = collection.trim() as `0x${string}`
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return setProblems(['Enter the address of your collection.'])
    const info = target.data !== undefined ? target.data : (await target.refetch()).data
    if (info === undefined) return setProblems(['The collection could not be read from the chain. Try again.'])
    const refusal = mintTargetProblem(info, account)
    if (refusal || !info) return setProblems(refusal ? [refusal] : [])
    const copies = info.standard === 'ERC1155' ? editionSize(String(form.get('copies') ?? '')) : 1n
    if (copies === null) return setProblems(['The edition size must be a whole number of copies, from 1.'])
    if (!list || list.size === 0) return setProblems(['Choose the CSV or JSON list of items.'])
    const byName = new Map(pictures.map((file) => [file.name, file]))
    const kind = list.name.toLowerCase().endsWith('.json') ? 'json' : 'csv'
    const outcome = batchRows(await list.text(), kind, new Set(byName.keys()))
    if (!outcome.ok) return setProblems(outcome.problems)
    const large = outcome.rows.filter((row) => (byName.get(row.file)?.size ?? 0) > config.maxUploadBytes)
    if (large.length)
      return setProblems(large.map((row) => `${row.file} is larger than ${megabytes(config.maxUploadBytes)}.`))
    setProblems([])
    setBusy(true)
    setDone(null)
    setLineLabel(kind === 'csv' ? 'Line' : 'Item')
    try {
      // What the chain has minted of this batch, before anything is uploaded or signed.
      const actions = await loadWalletActions()
      const hashes = new Map<File, string>()
      for (const file of new Set(outcome.rows.map((row) => byName.get(row.file) as File)))
        hashes.set(file, await contentHash(file))
      const rows = outcome.rows.map((row) => {
        const picture = byName.get(row.file) as File
        return { ...row, picture, pictureHash: hashes.get(picture) as string }
      })
      const keys = actions.batchRowKeys(
        rows.map((row) => ({
          picture: row.pictureHash,
          name: row.name,
          description: row.description,
          attributes: row.attributes,
        })),
      )
      // An outage is not an answer: nothing is sent until the chain says what is minted.
      const minted = await actions.readMintedRows(wallet, { collection: address, keys }).catch(() => undefined)
      if (minted === undefined) return setProblems(['The collection could not be read from the chain. Try again.'])
      if (minted === null) return setProblems([actions.walletErrorMessage(new actions.UnresumableCollectionError())])
      const mintedByKey = new Map<Hex, bigint>()
      minted.forEach((id, index) => {
        if (id !== null) mintedByKey.set(keys[index] as Hex, id)
      })
      dispatch({
        type: 'checked',
        rows: rows.map((row, index) => ({ key: keys[index] as Hex, line: row.line, name: row.name })),
        minted: mintedByKey,
      })
      const toSend: RowToSend[] = rows
        .map((row, index) => ({ ...row, key: keys[index] as Hex }))
        .filter((row) => !mintedByKey.has(row.key))
      if (toSend.length === 0) {
        setSteps([])
        setDone(rows.length)
        return
      }
      const sent = await sendBatch({
        sessionToken,
        wallet,
        collection: address,
        standard: info.standard,
        copies,
        rows: toSend,
        update: trackSteps(BATCH_STEPS, setSteps),
        dispatch,
      })
      if (sent) setDone(rows.length)
    } catch (error) {
      // Before anything is sent: the chain could not be read (an outage to retry), or a picture.
      setProblems([await describeFailure(error)])
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Mint a batch">
      <Typography variant="body2" color="text.secondary">
        Pictures plus a CSV (file, name, description, then one column per trait type) or a JSON list. Sent again, a
        batch mints only its items not minted yet.
      </Typography>
      <CollectionField
        label="Batch collection address"
        value={collection}
        onChange={(value) => {
          cleared()
          setCollection(value)
        }}
        target={target.data}
        checking={target.isFetching}
        account={account}
      />
      <EditionSizeField target={target.data} label="Edition size of each item (copies)" />
      <Button variant="outlined" component="label">
        Pictures
        <input
          name="pictures"
          type="file"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml"
          hidden
          aria-label="Batch pictures"
          onChange={cleared}
        />
      </Button>
      <Button variant="outlined" component="label">
        CSV or JSON list
        <input
          name="list"
          type="file"
          accept=".csv,.json,text/csv,application/json"
          hidden
          aria-label="Batch list"
          onChange={cleared}
        />
      </Button>
      {problems.length ? (
        <Stack role="alert">
          {problems.slice(0, 20).map((problem) => (
            <Typography key={problem} color="error" variant="body2">
              {problem}
            </Typography>
          ))}
        </Stack>
      ) : null}
      <Button type="submit" variant="contained" disabled={busy}>
        {left ? `Resume: mint the ${left} item${left === 1 ? '' : 's'} left` : 'Mint batch'}
      </Button>
      <StepList steps={steps} label="Minting the batch" />
      {progress ? <BatchItemsTable progress={progress} collection={collection} lineLabel={lineLabel} /> : null}
      {done !== null ? (
        <Typography>
          {done} items minted: <NextLink href={`/collection/${collection}`}>see the collection</NextLink>
        </Typography>
      ) : null}
    </Stack>
  )
}
