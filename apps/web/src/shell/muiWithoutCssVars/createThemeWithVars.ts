import { cssVarsLeftOut } from './cssVarsLeftOut.ts'

/** In place of MUI's CSS-variables theme builder (see next.config.ts): Vitrine's theme has none. */
export default function createThemeWithVars(): never {
  throw cssVarsLeftOut('createTheme({ cssVariables })')
}
