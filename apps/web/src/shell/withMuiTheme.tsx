import { ThemeProvider } from '@mui/material/styles'
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter'
import { type ComponentType, type ReactNode, useContext } from 'react'
import { theme } from '../theme.ts'
import { ServerStyleCache } from './serverStyleCache.ts'

/**
 * The light MUI theme, and Emotion's cache (server-rendered styles), around what uses MUI's
 * components: the pages that do, and the shell's parts loaded later (menus, warnings). Not in
 * `_app`: a page without MUI (the home page) then loads none of MUI and Emotion.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  const emotionCache = useContext(ServerStyleCache)
  return (
    <AppCacheProvider emotionCache={emotionCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </AppCacheProvider>
  )
}

/** A page rendered in `MuiTheme`: `export default withMuiTheme(CollectionPage)`. */
export function withMuiTheme<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const Themed = (props: P) => (
    <MuiTheme>
      <Page {...props} />
    </MuiTheme>
  )
  Themed.displayName = `withMuiTheme(${Page.displayName ?? Page.name})`
  return Themed
}
