import { useContext } from 'react'
import { MissingContextError } from '../errors.ts'
import { VitrineContext, type VitrineContextValue } from '../VitrineContext.ts'

/** The provider's value; outside `<VitrineProvider>` a `MissingContextError`. */
export function useVitrineContext(hook: string): VitrineContextValue {
  const value = useContext(VitrineContext)
  if (!value) throw new MissingContextError(`${hook} must be used inside <VitrineProvider>.`)
  return value
}
