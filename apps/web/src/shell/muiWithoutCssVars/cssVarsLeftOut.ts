/** What a use of MUI's CSS-variables theming says here: the site's build leaves it out. */
export const cssVarsLeftOut = (what: string) =>
  new Error(
    `${what}: MUI's CSS-variables theming is left out of Vitrine's bundle (next.config.ts, muiWithoutCssVars); remove that replacement to use it.`,
  )
