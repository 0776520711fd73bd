import type { EmotionCache } from '@emotion/cache'
import { createContext } from 'react'

/**
 * The Emotion cache `_document` renders a page with (its styles go in the server HTML), handed by
 * `_app` to the pages that use MUI (withMuiTheme.tsx). Undefined in the browser, where MUI's own
 * default cache is used. A plain context: the shell itself loads no Emotion.
 */
export const ServerStyleCache = createContext<EmotionCache | undefined>(undefined)
