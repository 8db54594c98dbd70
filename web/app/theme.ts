import { createTheme } from '@mui/material/styles'
import { ui } from '../../shared/messages'

export const theme = createTheme({
  shape: { borderRadius: ui.borderRadius },
  typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
  palette: {
    primary: { main: '#1e3a5f' },
    secondary: { main: '#f4b400' },
    background: { default: '#eef2f6' },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
  },
})
