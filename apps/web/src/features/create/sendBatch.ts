import type { MintTarget } from '@vitrine/react'
import type { Hex, WalletClient } from 'viem'
import type { BatchEvent } from './batchProgress.ts'
import type { BatchRow } from './batchRows.ts'
import { megabytes, putMetadata } from './createServices.ts'
import { describeFailure, loadWalletActions } from './loadWalletActions.ts'
import type { Step } from './StepList.tsx'
import { uploadOnce } from './uploadOnce.ts'

export const BATCH_STEPS = ['Upload the pictures', 'Store the items’ details', 'Mint in your wallet'] as const
/** Tokens per mint transaction. */
const PER_TRANSACTION = 50

/** A row of a batch with its key and its picture (and the picture's SHA-256). */
export type KeyedRow = BatchRow & { key: Hex; picture: File; pictureHash: string }

export type SendBatchParameters = {
  sessionToken: string
  wallet: WalletClient
  collection: `0x${string}`
  standard: MintTarget['standard']
  copies: bigint
  /** The rows the chain has not minted yet. */
  rows: readonly KeyedRow[]
  update: (label: string, change: Partial<Step>) => void
  dispatch: (event: BatchEvent) => void
}

/**
 * Uploads the pictures, stores the documents and mints the rows given (those not minted yet),
 * each step's progress shown; the rows' states follow the transactions. Answers whether every
 * row minted; a failure is shown on its step and its rows, not thrown.
 */
export async function sendBatch({
  sessionToken,
  wallet,
  collection,
  standard,
  copies,
  rows,
  update,
  dispatch,
}: SendBatchParameters): Promise<boolean> {
  let label: string = BATCH_STEPS[0]
  try {
    update(label, { status: 'running', progress: 0 })
    // One upload per picture, however many rows show it.
    const pictures = [...new Map(rows.map((row) => [row.pictureHash, row])).values()]
    const total = pictures.reduce((sum, row) => sum + row.picture.size, 0)
    const urls = new Map<string, string>()
    let sent = 0
    for (const [index, row] of pictures.entries()) {
      const { url } = await uploadOnce(
        sessionToken,
        row.picture,
        ({ loaded }) =>
          update(BATCH_STEPS[0], {
            progress: total ? Math.round(((sent + loaded) / total) * 100) : 100,
            detail: `${index + 1} of ${pictures.length}, ${megabytes(sent + loaded)} of ${megabytes(total)}`,
          }),
        row.pictureHash,
      ).catch(async (error: unknown) => {
        // A refusal (not a picture, too large) names the file it is about.
        throw new Error(`${row.file}: ${await describeFailure(error)}`, { cause: error })
      })
      sent += row.picture.size
      urls.set(row.pictureHash, url)
    }
    update(label, { status: 'done', detail: `${pictures.length} picture${pictures.length === 1 ? '' : 's'}` })

    label = BATCH_STEPS[1]
    update(label, { status: 'running', progress: 0 })
    const toMint: { key: Hex; uri: string }[] = []
    for (const [index, row] of rows.entries()) {
      const uri = await putMetadata(sessionToken, 'token', {
        name: row.name,
        ...(row.description ? { description: row.description } : {}),
        image: urls.get(row.pictureHash),
        ...(row.attributes.length ? { attributes: row.attributes } : {}),
      })
      toMint.push({ key: row.key, uri })
      update(label, {
        detail: `${index + 1} of ${rows.length}`,
        progress: Math.round(((index + 1) / rows.length) * 100),
      })
    }
    update(label, { status: 'done', detail: `${rows.length} documents` })

    label = BATCH_STEPS[2]
    update(label, { status: 'running', detail: 'Confirm in your wallet' })
    const minted = await (await loadWalletActions()).mintBatchOnce(wallet, {
      collection,
      standard,
      amount: copies,
      rows: toMint,
      perTransaction: PER_TRANSACTION,
      // Read again just before sending: rows another tab minted meanwhile are not sent.
      onMintedBefore: (before) => dispatch({ type: 'mined', minted: before }),
      onStep: (step) => {
        if (step.status === 'sent') dispatch({ type: 'sent', keys: step.keys })
        else dispatch({ type: 'mined', minted: step.minted })
        update(BATCH_STEPS[2], {
          detail: `Transaction ${step.index + 1} of ${step.count}: ${step.status === 'sent' ? 'sent, waiting for the block' : 'mined'}`,
          progress: Math.round(((step.index + (step.status === 'sent' ? 0.5 : 1)) / step.count) * 100),
        })
      },
    })
    update(label, { status: 'done', detail: `${minted.size} item${minted.size === 1 ? '' : 's'} minted` })
    return true
  } catch (error) {
    const reason = await describeFailure(error)
    dispatch({ type: 'failed', reason })
    update(label, {
      status: 'failed',
      detail: `${reason} Resume to send only the items not minted yet: none mints twice.`,
    })
    return false
  }
}
