import { useContext } from 'react'
import { MissingContextError } from '../errors.ts'
import { VitrineClientContext, type VitrineClientContextValue } from '../VitrineClientContext.ts'

/** The backend and its clients (stable across renders); outside `<VitrineProvider>` a `MissingContextError`. */
export function useVitrineClient(hook: string): VitrineClientContextValue {
  const value = useContext(VitrineClientContext)
  if (!value) throw new MissingContextError(`${hook} must be used inside <VitrineProvider>.`)
  return value
}
