import type { MetadataKind } from '@vitrine/api'
import { createVitrineClient, type UploadProgress, uploadFile } from '@vitrine/react'
import { siteConfig } from '../../siteConfig.ts'

/** The backend, for the calls of /create. */
export const siteClient = createVitrineClient({ appId: siteConfig.appId, serverUrl: siteConfig.serverUrl })

export type CreateConfig = { chainId: number; collectionFactory: `0x${string}` | null; maxUploadBytes: number }

export const getCreateConfig = () =>
  siteClient
    .request<{ result: CreateConfig }>('POST', '/functions/getCreateConfig', { body: {} })
    .then(({ result }) => result)

/** Stores a document with the signed-in user's session; its immutable URI. */
export const putMetadata = (sessionToken: string, kind: MetadataKind, metadata: Record<string, unknown>) =>
  siteClient
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
