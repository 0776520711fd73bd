import Button from '@mui/material/Button'
import { useState } from 'react'
import { megabytes } from './createServices.ts'

/** The picture types the media service takes. */
const PICTURE_TYPES = 'image/png,image/jpeg,image/gif,image/webp,image/avif,image/svg+xml'

/**
 * A picture chooser of the create forms: a button naming the file chosen (`showChosen`), over a
 * hidden file input named `name` and labelled `label`, so FormData reads it at submit.
 */
export function PictureField({
  name,
  label,
  buttonText = label,
  multiple = false,
  showChosen = true,
  onChange,
}: {
  name: string
  label: string
  buttonText?: string
  multiple?: boolean
  showChosen?: boolean
  onChange?: () => void
}) {
  const [chosen, setChosen] = useState<string | null>(null)
  return (
    <Button variant="outlined" component="label">
      {showChosen && chosen ? `${buttonText}: ${chosen}` : buttonText}
      <input
        onChange={(event) => {
          setChosen(event.currentTarget.files?.[0]?.name ?? null)
          onChange?.()
        }}
        name={name}
        type="file"
        multiple={multiple}
        accept={PICTURE_TYPES}
        hidden
        aria-label={label}
      />
    </Button>
  )
}

/** What is wrong with the picture chosen for one item, or null. */
export function pictureProblem(picture: File | null, maxBytes: number, what: string): string | null {
  if (!picture || picture.size === 0) return what
  if (picture.size > maxBytes) return `The picture is larger than ${megabytes(maxBytes)}.`
  return null
}
