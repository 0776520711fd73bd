import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { Standard } from '@vitrine/api'
import { type FormEvent, useState } from 'react'
import type { WalletClient } from 'viem'
import NextLink from '../../components/SiteLink.tsx'
import type { CreateConfig } from './createServices.ts'
import { describeStep } from './describeStep.ts'
import { FormEnd } from './FormEnd.tsx'
import { formText } from './formText.ts'
import { loadWalletActions } from './loadWalletActions.ts'
import { PictureField, pictureProblem } from './PictureField.tsx'
import { runSteps } from './runSteps.ts'
import type { Step } from './StepList.tsx'

const STEPS = ['Upload the picture', 'Store the collection details', 'Create the collection in your wallet'] as const

type Props = {
  config: CreateConfig
  sessionToken: string
  wallet: WalletClient
  account: `0x${string}`
  onCreated: (address: `0x${string}`, standard: Standard) => void
}

/** Name, symbol, picture, description, royalty, supply cap and kind; deployed through the factory. */
export function CreateCollectionForm({ config, sessionToken, wallet, account, onCreated }: Props) {
  const [steps, setSteps] = useState<Step[]>([])
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<`0x${string}` | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = formText(form)
    const picture = form.get('picture') as File | null
    const royalty = Number(text('royalty') || '0')
    const receiver = (text('receiver') || account) as `0x${string}`
    // Checked before anything is uploaded or signed.
    const badPicture = pictureProblem(picture, config.maxUploadBytes, 'Choose a picture for the collection.')
    if (badPicture || !picture) return setProblem(badPicture)
    if (!(royalty >= 0 && royalty <= 50)) return setProblem('The royalty must be between 0 and 50 %.')
    if (!/^0x[0-9a-fA-F]{40}$/.test(receiver)) return setProblem('The royalty receiver must be an address.')
    const factory = config.collectionFactory
    if (!factory) return setProblem('Creating collections is off on this chain.')
    setProblem(null)
    const royaltyBps = Math.round(royalty * 100)
    await runSteps(STEPS, setSteps, setBusy, async (run) => {
      const contractURI = await describeStep(run, [STEPS[0], STEPS[1]], {
        sessionToken,
        kind: 'collection',
        form,
        picture,
        extra: { seller_fee_basis_points: royaltyBps, fee_recipient: receiver },
      })
      run.begin(STEPS[2], { detail: 'Confirm in your wallet' })
      const standard = form.get('standard') === 'ERC1155' ? 'ERC1155' : 'ERC721'
      const address = await (await loadWalletActions()).createCollection(wallet, {
        factory,
        standard,
        name: text('name'),
        symbol: text('symbol'),
        contractURI,
        maxSupply: BigInt(text('maxSupply') || '0'),
        royaltyReceiver: receiver,
        royaltyBps,
        onSent: (hash) => run.update(STEPS[2], { detail: `Sent (${hash.slice(0, 10)}…), waiting for the block` }),
      })
      run.update(STEPS[2], { status: 'done', detail: address })
      setCreated(address)
      onCreated(address, standard)
    })
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Create a collection">
      <TextField name="name" label="Name" required slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField name="symbol" label="Symbol" required slotProps={{ htmlInput: { maxLength: 20 } }} />
      <TextField name="description" label="Description" multiline minRows={2} />
      <PictureField name="picture" label="Collection picture" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="royalty"
          label="Royalty %"
          type="number"
          defaultValue="5"
          slotProps={{ htmlInput: { min: 0, max: 50, step: 0.01 } }}
        />
        <TextField name="receiver" label="Royalty receiver" placeholder={account} sx={{ flex: 1 }} />
      </Stack>
      <TextField
        name="maxSupply"
        label="Supply cap"
        helperText="ERC-721 only: how many items it can ever hold; 0 for no cap."
        type="number"
        defaultValue="0"
        slotProps={{ htmlInput: { min: 0 } }}
      />
      <RadioGroup name="standard" defaultValue="ERC721" row aria-label="Kind of collection">
        <FormControlLabel value="ERC721" control={<Radio />} label="ERC-721 (one of a kind)" />
        <FormControlLabel value="ERC1155" control={<Radio />} label="ERC-1155 (editions)" />
      </RadioGroup>
      <FormEnd
        problem={problem}
        busy={busy}
        submitLabel="Create collection"
        steps={steps}
        stepsLabel="Creating the collection"
      />
      {created ? (
        <Typography>
          Created: <NextLink href={`/collection/${created}`}>see the collection</NextLink>
        </Typography>
      ) : null}
    </Stack>
  )
}
