import { red } from '@mui/material/colors'
import { createTheme } from '@mui/material/styles'

/** The site's light theme (SEED.md §2): primary #212121, secondary #ffffff, error red, background #fff. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#212121' },
    secondary: { main: '#ffffff' },
    error: { main: red.A400 },
    background: { default: '#fff' },
  },
  typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
  shape: { borderRadius: 10 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontSize: '1rem' } } },
  },
})
