import type { MetadataKind } from '@vitrine/api'
import { putMetadata } from './createServices.ts'
import { formText } from './formText.ts'
import type { StepRun } from './runSteps.ts'
import { uploadPictureStep } from './uploadPictureStep.ts'

/**
 * The first two steps of creating a collection or an item: its picture uploaded, then its metadata
 * stored (the form's `name` and `description`, the picture's URL, and `extra`); resolves to the
 * metadata's URI.
 */
export async function describeStep(
  run: StepRun,
  [uploadLabel, storeLabel]: readonly [string, string],
  {
    sessionToken,
    kind,
    form,
    picture,
    extra,
  }: {
    sessionToken: string
    kind: MetadataKind
    form: FormData
    picture: File
    extra: Record<string, unknown>
  },
): Promise<string> {
  const text = formText(form)
  run.begin(uploadLabel, { progress: 0 })
  const uploaded = await uploadPictureStep(sessionToken, picture, run.update, uploadLabel)
  run.begin(storeLabel)
  const uri = await putMetadata(sessionToken, kind, {
    name: text('name'),
    ...(text('description') ? { description: text('description') } : {}),
    image: uploaded.url,
    ...extra,
  })
  run.update(storeLabel, { status: 'done' })
  return uri
}
