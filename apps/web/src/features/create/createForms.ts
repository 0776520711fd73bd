import dynamic from 'next/dynamic'

// Shown only to a signed-in creator with a wallet (never on the server's first paint): their
// inputs, steps and upload code load then, not with every visit of /create.
export const CreateCollectionForm = dynamic(
  () => import('./CreateCollectionForm.tsx').then((m) => m.CreateCollectionForm),
  { ssr: false },
)
export const MintForm = dynamic(() => import('./MintForm.tsx').then((m) => m.MintForm), { ssr: false })
export const BatchMintForm = dynamic(() => import('./BatchMintForm.tsx').then((m) => m.BatchMintForm), { ssr: false })
