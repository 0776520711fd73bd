import type { ComponentType } from 'react'

/**
 * A component loaded on demand (`next/dynamic`) together with MUI's theme around it: a page whose
 * own parts are static CSS carries no MUI until the dialog or form that uses it is shown.
 */
export function withThemeLoaded<P extends object>(component: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return Promise.all([component, import('./withMuiTheme.tsx')]).then(([Component, { withMuiTheme }]) =>
    withMuiTheme(Component),
  )
}
