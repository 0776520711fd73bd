import {
  DocumentHeadTags,
  type DocumentHeadTagsProps,
  documentGetInitialProps,
} from '@mui/material-nextjs/v16-pagesRouter'
import { type DocumentContext, type DocumentProps, Head, Html, Main, NextScript } from 'next/document'
import { theme } from '../src/theme.ts'

/** Server-rendered styles in the head, so the first paint is styled (Emotion adopts them on hydration). */
export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="theme-color" content={theme.palette.primary.main} />
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}

Document.getInitialProps = (context: DocumentContext) => documentGetInitialProps(context)
