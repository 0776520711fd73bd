import { cssVarsLeftOut } from './cssVarsLeftOut.ts'

/** In place of MUI's CSS-variables provider (see next.config.ts): Vitrine's theme has no color schemes. */
export function CssVarsProvider(): never {
  throw cssVarsLeftOut('CssVarsProvider')
}
export const Experimental_CssVarsProvider = CssVarsProvider
export function useColorScheme(): never {
  throw cssVarsLeftOut('useColorScheme')
}
export function getInitColorSchemeScript(): never {
  throw cssVarsLeftOut('getInitColorSchemeScript')
}
