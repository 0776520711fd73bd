import { ErrorCode, VitrineError } from '../errors.ts'

export type UploadProgress = { loaded: number; total: number }
export type UploadFileParameters = {
  serverUrl: string
  appId: string
  sessionToken: string
  file: Blob
  /** The name it is stored under (sanitised by the backend, with the extension of its type). */
  name: string
  onProgress?: (progress: UploadProgress) => void
}
export type UploadFileReturnType = { name: string; url: string }

/**
 * Uploads a picture as a Parse File (`POST /files/<name>`, signed in), reporting bytes sent. A
 * refusal (not a picture, too large, not signed in, too many) is a `VitrineError` with the
 * backend's sentence and code.
 */
export function uploadFile(parameters: UploadFileParameters): Promise<UploadFileReturnType> {
  const { serverUrl, appId, sessionToken, file, name, onProgress } = parameters
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${serverUrl.replace(/\/+$/, '')}/files/${encodeURIComponent(name)}`)
    request.setRequestHeader('X-Parse-Application-Id', appId)
    request.setRequestHeader('X-Parse-Session-Token', sessionToken)
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream')
    request.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.total || file.size })
    request.onerror = () =>
      reject(
        new VitrineError('The upload could not reach the server. Try again.', { code: ErrorCode.ConnectionFailed }),
      )
    request.onload = () => {
      let body: { name?: string; url?: string; code?: number; error?: string } = {}
      try {
        body = JSON.parse(request.responseText) as typeof body
      } catch {
        // Not JSON (a proxy's page): the status speaks below.
      }
      if (request.status === 201 && body.url && body.name) {
        onProgress?.({ loaded: file.size, total: file.size })
        resolve({ name: body.name, url: body.url })
        return
      }
      reject(
        new VitrineError(body.error ?? `The upload failed: the server answered ${request.status}.`, {
          code: body.code ?? ErrorCode.ConnectionFailed,
        }),
      )
    }
    request.send(file)
  })
}
