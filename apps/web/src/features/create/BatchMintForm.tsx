import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type FormEvent, useReducer, useRef, useState } from 'react'
import NextLink from '../../components/SiteLink.tsx'
import { BatchItemsTable } from './BatchItemsTable.tsx'
import { batchCounts, batchProgress } from './batchProgress.ts'
import { batchRows } from './batchRows.ts'
import { CollectionField, EditionSizeField } from './CollectionField.tsx'
import { checkBatch } from './checkBatch.ts'
import { megabytes } from './createServices.ts'
import { describeFailure } from './loadWalletActions.ts'
import type { MintFormProps } from './MintFormProps.ts'
import { PictureField } from './PictureField.tsx'
import { type Step, StepList, trackSteps } from './StepList.tsx'
import { BATCH_STEPS, sendBatch } from './sendBatch.ts'
import { useMintCollection } from './useMintCollection.ts'

/**
 * A batch: a folder of pictures plus a CSV or JSON list, checked whole before anything is sent.
 * Each row has a key of its own (what the item is); the collection records the keys it has
 * minted, so a batch sent again (a resume, a reload, a second tab) mints only the rows left.
 */
export function BatchMintForm(props: MintFormProps) {
  const { config, sessionToken, wallet, account } = props
  const [steps, setSteps] = useState<Step[]>([])
  const [busy, setBusy] = useState(false)
  // Set at once on a send (state is not): a double click starts one send, not two.
  const sending = useRef(false)
  const [problems, setProblems] = useState<string[]>([])
  const [done, setDone] = useState<number | null>(null)
  const [progress, dispatch] = useReducer(batchProgress, null)
  const [lineLabel, setLineLabel] = useState('Line')
  const { collection, setCollection, target, check } = useMintCollection(props, !busy && steps.length === 0)
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
    if (sending.current) return
    sending.current = true
    try {
      await send(new FormData(event.currentTarget))
    } finally {
      sending.current = false
    }
  }

  async function send(form: FormData) {
    const pictures = (form.getAll('pictures') as File[]).filter((file) => file.size > 0)
    const list = form.get('list') as File | null
    const checked = await check(String(form.get('copies') ?? ''))
    if ('problem' in checked) return setProblems(checked.problem ? [checked.problem] : [])
    const { address, target: info, copies } = checked
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
      const checked = await checkBatch(wallet, address, outcome.rows, byName)
      if ('problem' in checked) return setProblems([checked.problem])
      dispatch({
        type: 'checked',
        rows: checked.rows.map((row) => ({ key: row.key, line: row.line, name: row.name })),
        minted: checked.minted,
      })
      const toSend = checked.rows.filter((row) => !checked.minted.has(row.key))
      if (toSend.length === 0) {
        setSteps([])
        setDone(checked.rows.length)
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
      if (sent) setDone(checked.rows.length)
    } catch (error) {
      // Before anything is sent: a picture that cannot be read, the wallet code not loaded.
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
      <PictureField
        name="pictures"
        label="Batch pictures"
        buttonText="Pictures"
        multiple
        showChosen={false}
        onChange={cleared}
      />
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
          {progress?.mintedBefore ? 'Nothing left to mint' : `${done} items minted`}:{' '}
          <NextLink href={`/collection/${collection}`}>see the collection</NextLink>
        </Typography>
      ) : null}
    </Stack>
  )
}
