import { megabytes } from './createServices.ts'
import type { Step } from './StepList.tsx'
import { uploadOnce } from './uploadOnce.ts'

/**
 * Uploads `picture` as the step `label`, its progress shown in bytes, unless this browser sent the
 * same bytes before (sent again after a failure, the picture is not uploaded twice); its URL.
 */
export async function uploadPictureStep(
  sessionToken: string,
  picture: File,
  update: (label: string, change: Partial<Step>) => void,
  label: string,
) {
  update(label, { status: 'running', progress: 0 })
  const uploaded = await uploadOnce(sessionToken, picture, ({ loaded, total }) =>
    update(label, {
      progress: Math.round((loaded / total) * 100),
      detail: `${megabytes(loaded)} of ${megabytes(total)}`,
    }),
  )
  update(label, { status: 'done', detail: uploaded.reused ? `${picture.name}, uploaded before` : picture.name })
  return uploaded
}
