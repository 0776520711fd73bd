import {
  createEmotionCache,
  DocumentHeadTags,
  type DocumentHeadTagsProps,
  documentGetInitialProps,
} from '@mui/material-nextjs/v16-pagesRouter'
import { type DocumentContext, type DocumentProps, Head, Html, Main, NextScript } from 'next/document'
import { composedStyleTag } from '../src/shell/composedStyleTag.tsx'
import { PaintFirstHead } from '../src/shell/PaintFirstHead.tsx'
import { siteConfig } from '../src/siteConfig.ts'
import { theme } from '../src/theme.ts'

type Props = DocumentProps & DocumentHeadTagsProps & { nonce?: string | undefined }

// A production page starts its scripts after its first paint (src/shell/PaintFirstHead.tsx); the
// development site keeps Next's own tags (its hot reload runs beside them).
const DocumentHead = process.env.NODE_ENV === 'production' ? PaintFirstHead : Head

/**
 * Server-rendered styles in the head, so the first paint is styled (Emotion adopts them on
 * hydration). A page rendered per request gets the CSP nonce proxy.ts made for it on its
 * scripts; a static page (rendered at build) has none, and its scripts are allowed by hash.
 */
export default function Document(props: Props) {
  return (
    <Html lang="en">
      <DocumentHead nonce={props.nonce}>
        <meta name="theme-color" content={theme.palette.primary.main} />
        <link rel="icon" href="/favicon.ico" sizes="any" />
        {/* Pictures come from the backend's media service: its connection is opened while the
            page still loads, not when the parser reaches the first picture. */}
        <link rel="preconnect" href={siteConfig.mediaOrigin} />
        <DocumentHeadTags {...props} />
      </DocumentHead>
      <body>
        <Main />
        <NextScript nonce={props.nonce} />
      </body>
    </Html>
  )
}

Document.getInitialProps = async (context: DocumentContext) => {
  const nonce = context.req?.headers['x-nonce']
  const emotionCache = createEmotionCache()
  const props = await documentGetInitialProps(context, { emotionCache })
  const composed = composedStyleTag(emotionCache, props.html)
  return {
    ...props,
    emotionStyleTags: composed ? [...props.emotionStyleTags, composed] : props.emotionStyleTags,
    nonce: typeof nonce === 'string' ? nonce : undefined,
  }
}
