import type { MetadataKind } from '@vitrine/api'
import { createVitrineClient, type UploadProgress, uploadFile } from '@vitrine/react'
import { siteConfig } from '../../siteConfig.ts'
import type { Step } from './StepList.tsx'

const client = createVitrineClient({ appId: siteConfig.appId, serverUrl: siteConfig.serverUrl })

export type CreateConfig = { chainId: number; collectionFactory: `0x${string}` | null; maxUploadBytes: number }

export const getCreateConfig = () =>
  client
    .request<{ result: CreateConfig }>('POST', '/functions/getCreateConfig', { body: {} })
    .then(({ result }) => result)

/** Stores a document with the signed-in user's session; its immutable URI. */
export const putMetadata = (sessionToken: string, kind: MetadataKind, metadata: Record<string, unknown>) =>
  client
    .request<{ result: { uri: string } }>('POST', '/functions/putMetadata', { body: { kind, metadata }, sessionToken })
    .then(({ result }) => result.uri)

export const uploadPicture = (sessionToken: string, file: File, onProgress: (progress: UploadProgress) => void) =>
  uploadFile({
    serverUrl: siteConfig.serverUrl,
    appId: siteConfig.appId,
    sessionToken,
    file,
    name: file.name,
    onProgress,
  })

export const megabytes = (bytes: number) => `${Math.round(bytes / 100_000) / 10} MB`

/** Uploads `picture` as the step `label`, its progress shown in bytes; the stored file. */
export async function uploadPictureStep(
  sessionToken: string,
  picture: File,
  update: (label: string, change: Partial<Step>) => void,
  label: string,
) {
  update(label, { status: 'running', progress: 0 })
  const uploaded = await uploadPicture(sessionToken, picture, ({ loaded, total }) =>
    update(label, {
      progress: Math.round((loaded / total) * 100),
      detail: `${megabytes(loaded)} of ${megabytes(total)}`,
    }),
  )
  update(label, { status: 'done', detail: uploaded.name })
  return uploaded
}
