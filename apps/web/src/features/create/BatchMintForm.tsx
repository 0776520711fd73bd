import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { MintTarget } from '@vitrine/react'
import { type FormEvent, useState } from 'react'
import type { WalletClient } from 'viem'
import NextLink from '../../components/SiteLink.tsx'
import { batchRows } from './batchRows.ts'
import { CollectionField, EditionSizeField, editionSize, mintTargetProblem } from './CollectionField.tsx'
import { type CreateConfig, megabytes, putMetadata } from './createServices.ts'
import { describeFailure, loadWalletActions } from './loadWalletActions.ts'
import { type Step, StepList, trackSteps } from './StepList.tsx'
import { uploadOnce } from './uploadOnce.ts'
import { useMintTarget } from './useMintTarget.ts'

const STEPS = ['Upload the pictures', 'Store the items’ details', 'Mint in your wallet'] as const
/** Tokens per mintBatch transaction. */
const PER_TRANSACTION = 50

type Props = {
  config: CreateConfig
  sessionToken: string
  wallet: WalletClient
  account: string
  collection: string
  /** What is known of `collection` already (created on this page). */
  known?: MintTarget
}

/** A batch: a folder of pictures plus a CSV or JSON list, checked whole before anything is sent. */
export function BatchMintForm({ config, sessionToken, wallet, account, collection: initial, known }: Props) {
  const [collection, setCollection] = useState(initial)
  const target = useMintTarget(wallet, collection, collection === initial ? known : undefined)
  const [steps, setSteps] = useState<Step[]>([])
  const [busy, setBusy] = useState(false)
  const [problems, setProblems] = useState<string[]>([])
  const [done, setDone] = useState<number | null>(null)
  if (initial && initial !== collection && !busy && steps.length === 0) setCollection(initial)

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
    const outcome = batchRows(
      await list.text(),
      list.name.toLowerCase().endsWith('.json') ? 'json' : 'csv',
      new Set(byName.keys()),
    )
    if (!outcome.ok) return setProblems(outcome.problems)
    const large = outcome.rows.filter((row) => (byName.get(row.file)?.size ?? 0) > config.maxUploadBytes)
    if (large.length)
      return setProblems(large.map((row) => `${row.file} is larger than ${megabytes(config.maxUploadBytes)}.`))
    setProblems([])
    setBusy(true)
    setDone(null)
    const update = trackSteps(STEPS, setSteps)
    const rows = outcome.rows
    const total = rows.reduce((sum, row) => sum + (byName.get(row.file)?.size ?? 0), 0)
    let label: string = STEPS[0]
    try {
      update(label, { status: 'running', progress: 0 })
      const urls: string[] = []
      let sent = 0
      for (const [index, row] of rows.entries()) {
        const file = byName.get(row.file) as File
        const { url } = await uploadOnce(sessionToken, file, ({ loaded }) =>
          update(STEPS[0], {
            progress: Math.round(((sent + loaded) / total) * 100),
            detail: `${index + 1} of ${rows.length}, ${megabytes(sent + loaded)} of ${megabytes(total)}`,
          }),
        ).catch(async (error: unknown) => {
          // A refusal (not a picture, too large) names the file it is about.
          throw new Error(`${row.file}: ${await describeFailure(error)}`, { cause: error })
        })
        sent += file.size
        urls.push(url)
      }
      update(label, { status: 'done', detail: `${rows.length} pictures` })
      label = STEPS[1]
      update(label, { status: 'running' })
      const uris: string[] = []
      for (const [index, row] of rows.entries()) {
        uris.push(
          await putMetadata(sessionToken, 'token', {
            name: row.name,
            ...(row.description ? { description: row.description } : {}),
            image: urls[index],
            ...(row.attributes.length ? { attributes: row.attributes } : {}),
          }),
        )
        update(label, {
          detail: `${index + 1} of ${rows.length}`,
          progress: Math.round(((index + 1) / rows.length) * 100),
        })
      }
      update(label, { status: 'done', detail: `${rows.length} documents` })
      label = STEPS[2]
      update(label, { status: 'running', detail: 'Confirm in your wallet' })
      const ids = await (await loadWalletActions()).mintTokens(wallet, {
        collection: address,
        standard: info.standard,
        amount: copies,
        uris,
        perTransaction: PER_TRANSACTION,
        onStep: ({ index, count, status }) =>
          update(STEPS[2], {
            detail: `Transaction ${index + 1} of ${count}: ${status === 'sent' ? 'sent, waiting for the block' : 'mined'}`,
          }),
      })
      update(label, { status: 'done', detail: `${ids.length} items minted` })
      setDone(ids.length)
    } catch (error) {
      update(label, {
        status: 'failed',
        detail: `${await describeFailure(error)} Submit again to resume: pictures already uploaded are not sent twice.`,
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Mint a batch">
      <Typography variant="body2" color="text.secondary">
        Pictures plus a CSV (file, name, description, then one column per trait type) or a JSON list.
      </Typography>
      <CollectionField
        label="Batch collection address"
        value={collection}
        onChange={setCollection}
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
        />
      </Button>
      <Button variant="outlined" component="label">
        CSV or JSON list
        <input name="list" type="file" accept=".csv,.json,text/csv,application/json" hidden aria-label="Batch list" />
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
        Mint batch
      </Button>
      <StepList steps={steps} label="Minting the batch" />
      {done !== null ? (
        <Typography>
          {done} items minted: <NextLink href={`/collection/${collection}`}>see the collection</NextLink>
        </Typography>
      ) : null}
    </Stack>
  )
}
