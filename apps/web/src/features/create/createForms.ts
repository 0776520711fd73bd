import dynamic from 'next/dynamic'
import { withThemeLoaded } from '../../shell/withThemeLoaded.ts'

// Shown only to a signed-in creator with a wallet (never on the server's first paint): their
// inputs, steps and upload code load then, with MUI's theme, not with every visit of /create.
export const CreateCollectionForm = dynamic(
  () => withThemeLoaded(import('./CreateCollectionForm.tsx').then((m) => m.CreateCollectionForm)),
  { ssr: false },
)
export const MintForm = dynamic(() => withThemeLoaded(import('./MintForm.tsx').then((m) => m.MintForm)), {
  ssr: false,
})
export const BatchMintForm = dynamic(
  () => withThemeLoaded(import('./BatchMintForm.tsx').then((m) => m.BatchMintForm)),
  { ssr: false },
)
