import { createTheme } from '@mui/material/styles'
import { RADIUS_UNIT } from './radiusUnit.ts'

/** The site's light theme (SEED.md §2): primary #212121, secondary #ffffff, error red, background #fff. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#212121' },
    secondary: { main: '#ffffff' },
    // MUI's red A400, written out: importing the palette module adds weight to every page.
    error: { main: '#ff1744' },
    background: { default: '#fff' },
  },
  typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
  shape: { borderRadius: RADIUS_UNIT },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontSize: '1rem' } } },
  },
})
