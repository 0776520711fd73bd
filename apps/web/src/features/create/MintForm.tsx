import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import IconButton from '@mui/material/IconButton'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import NextLink from '../../components/SiteLink.tsx'
import { PriceFields, type PriceValue, readPrice } from '../trade/PriceFields.tsx'
import { CollectionField, EditionSizeField } from './CollectionField.tsx'
import { siteClient } from './createServices.ts'
import { describeStep } from './describeStep.ts'
import { FormEnd } from './FormEnd.tsx'
import { formText } from './formText.ts'
import { loadWalletActions } from './loadWalletActions.ts'
import type { MintFormProps } from './MintFormProps.ts'
import { PictureField, pictureProblem } from './PictureField.tsx'
import { runSteps } from './runSteps.ts'
import type { Step } from './StepList.tsx'
import { useMintCollection } from './useMintCollection.ts'

const STEPS = ['Upload the picture', 'Store the item details', 'Mint in your wallet'] as const
const LAZY_STEPS = ['Upload the picture', 'Store the item details', 'Sign the listing in your wallet'] as const

/** Minted now by the creator, or listed unminted: the buyer's payment mints it (the `rarible` source). */
type SaleMode = 'mint' | 'lazy'

type Trait = { id: number; type: string; value: string }

/** One item into a collection one owns: picture, name, description, traits as rows. */
export function MintForm(props: MintFormProps) {
  const { config, sessionToken, wallet, account } = props
  const [traits, setTraits] = useState<Trait[]>([{ id: 0, type: '', value: '' }])
  const [steps, setSteps] = useState<Step[]>([])
  const [busy, setBusy] = useState(false)
  const [minted, setMinted] = useState<string | null>(null)
  const [listed, setListed] = useState<string | null>(null)
  const [mode, setMode] = useState<SaleMode>('mint')
  const [priceValue, setPriceValue] = useState<PriceValue>({ price: '', days: 30 })
  const [problem, setProblem] = useState<string | null>(null)
  const { collection, setCollection, target, check } = useMintCollection(props, !busy && steps.length === 0)

  const setTrait = (id: number, change: Partial<Trait>) =>
    setTraits((rows) => rows.map((row) => (row.id === id ? { ...row, ...change } : row)))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = formText(form)
    const picture = form.get('picture') as File | null
    const attributes = traits
      .filter((row) => row.type.trim() || row.value.trim())
      .map((row) => ({ trait_type: row.type.trim(), value: row.value.trim() }))
    const checked = await check(text('copies'))
    if ('problem' in checked) return setProblem(checked.problem)
    const { address, target: info, copies } = checked
    const badPicture = pictureProblem(picture, config.maxUploadBytes, 'Choose a picture.')
    if (badPicture || !picture) return setProblem(badPicture)
    const half = attributes.findIndex((row) => !row.trait_type || !row.value)
    if (half >= 0) return setProblem(`Trait ${half + 1} needs both a type and a value.`)
    const lazy = mode === 'lazy'
    if (lazy && info.standard !== 'ERC721')
      return setProblem('Only an ERC-721 collection lists items without minting them: mint this one now.')
    const price = lazy ? readPrice(priceValue) : null
    if (lazy && !price) return setProblem('Type the price in ETH, like 0.5.')
    setProblem(null)
    setMinted(null)
    setListed(null)
    await runSteps(lazy ? LAZY_STEPS : STEPS, setSteps, setBusy, async (run) => {
      const uri = await describeStep(run, [STEPS[0], STEPS[1]], {
        sessionToken,
        kind: 'token',
        form,
        picture,
        extra: attributes.length ? { attributes } : {},
      })
      if (lazy && price) {
        run.begin(LAZY_STEPS[2], { detail: 'Sign in your wallet (no transaction, no gas)' })
        await (await loadWalletActions()).listWithoutMinting(wallet, siteClient, {
          chainId: config.chainId,
          collection: address,
          uri,
          price: price.price,
          days: priceValue.days,
          onSigned: () => run.update(LAZY_STEPS[2], { detail: 'Signed; the order book checks the listing' }),
        })
        run.update(LAZY_STEPS[2], { status: 'done', detail: 'Listed' })
        setListed(`/collection/${address}`)
        return
      }
      run.begin(STEPS[2], { detail: 'Confirm in your wallet' })
      const [tokenId] = await (await loadWalletActions()).mintTokens(wallet, {
        collection: address,
        standard: info.standard,
        amount: copies,
        uris: [uri],
        onStep: ({ hash, status }) =>
          status === 'sent'
            ? run.update(STEPS[2], { detail: `Sent (${hash.slice(0, 10)}…), waiting for the block` })
            : undefined,
      })
      run.update(STEPS[2], { status: 'done', detail: `Token #${tokenId}` })
      setMinted(`/nft/${address}/${tokenId}`)
    })
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Mint an item">
      <CollectionField
        label="Collection address"
        value={collection}
        onChange={setCollection}
        target={target.data}
        checking={target.isFetching}
        account={account}
      />
      <EditionSizeField target={target.data} label="Edition size (copies)" />
      <PictureField name="picture" label="Item picture" />
      <TextField name="name" label="Item name" required slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextField name="description" label="Item description" multiline minRows={2} />
      <Typography component="h3" variant="subtitle1">
        Traits
      </Typography>
      {traits.map((row, index) => (
        <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            label={`Trait ${index + 1} type`}
            value={row.type}
            onChange={(e) => setTrait(row.id, { type: e.target.value })}
            size="small"
            sx={{ flex: 1 }}
          />
          <TextField
            label={`Trait ${index + 1} value`}
            value={row.value}
            onChange={(e) => setTrait(row.id, { value: e.target.value })}
            size="small"
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={`Remove trait ${index + 1}`}
            onClick={() => setTraits((rows) => rows.filter((r) => r.id !== row.id))}
          >
            ×
          </IconButton>
        </Stack>
      ))}
      <Button onClick={() => setTraits((rows) => [...rows, { id: Date.now(), type: '', value: '' }])}>
        Add a trait
      </Button>
      <FormControl>
        <FormLabel id="sale-mode">How it goes on sale</FormLabel>
        <RadioGroup
          aria-labelledby="sale-mode"
          value={mode}
          onChange={(event) => setMode(event.target.value as SaleMode)}
        >
          <FormControlLabel value="mint" control={<Radio />} label="Mint it now (you pay the gas)" />
          <FormControlLabel
            value="lazy"
            control={<Radio />}
            disabled={target.data?.standard === 'ERC1155'}
            label="List it without minting (the buyer's payment mints it to them)"
          />
        </RadioGroup>
      </FormControl>
      {mode === 'lazy' ? <PriceFields value={priceValue} onChange={setPriceValue} label="Price (ETH)" /> : null}
      <FormEnd
        problem={problem}
        busy={busy}
        submitLabel={mode === 'lazy' ? 'List without minting' : 'Mint'}
        steps={steps}
        stepsLabel={mode === 'lazy' ? 'Listing' : 'Minting'}
      />
      {listed ? (
        <Typography>
          Listed, not minted yet: <NextLink href={listed}>see it on the collection page</NextLink>
        </Typography>
      ) : null}
      {minted ? (
        <Typography>
          Minted: <NextLink href={minted}>see the item</NextLink>
        </Typography>
      ) : null}
    </Stack>
  )
}
