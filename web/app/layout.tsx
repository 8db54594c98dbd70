import MenuIcon from '@mui/icons-material/Menu'
import Refresh from '@mui/icons-material/Refresh'
import {
  Alert,
  AppBar,
  Box,
  Button,
  Drawer,
  IconButton,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material'
import { useTheme } from '@mui/material/styles'
import { Suspense, useState } from 'react'
import { Link, Outlet, useLocation, useRouteError } from 'react-router-dom'
import { menuFor } from '../../shared/menu'
import { messages, ui } from '../../shared/messages'
import { OverdueAlerts } from '../features/reminders'
import { useSession } from '../features/session'
import { headerHeight } from '../lib/header'
import { overdueAlertsShown } from '../lib/session-storage'
import { DrawerMenu } from './drawer-menu'
import { ProfileMenu } from './profile-menu'

/**
 * Whether this tab still owes the user their overdue alerts: decided once per user, so the alerts,
 * which mark themselves shown as they start, are not taken away while they run.
 */
export const useAlertsDue = (userId: number | undefined) => {
  const decide = (id: number | undefined) => ({
    userId: id,
    due: id !== undefined && !overdueAlertsShown(id),
  })
  const [due, setDue] = useState(() => decide(userId))
  if (due.userId === userId) return due.due
  const next = decide(userId)
  setDue(next)
  return next.due
}

/** Header, left drawer (persistent on wide screens, temporary on narrow ones, open by default) and the page. */
export const Layout = () => {
  const theme = useTheme()
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true })
  const [open, setOpen] = useState(true)
  const { profile } = useSession()
  const alertsDue = useAlertsDue(profile?.userId)
  const entries = menuFor(profile?.userRole)
  const drawerOpen = open
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ zIndex: (t) => t.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ minHeight: headerHeight, gap: 1 }}>
          <Box
            component={Link}
            to="/"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              textDecoration: 'none',
              color: 'primary.main',
              width: { md: ui.drawerWidth - 24 },
            }}
          >
            <img src="/logo.svg" alt="Kuruma" width={36} height={36} />
            <Typography variant="h6" fontWeight={700}>
              Kuruma
            </Typography>
          </Box>
          <IconButton
            aria-label="Toggle menu"
            onClick={() => setOpen((o) => !o)}
            sx={{ bgcolor: 'action.hover' }}
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ flex: 1 }} />
          <ProfileMenu />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'persistent' : 'temporary'}
        open={drawerOpen}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{
          width: wide && drawerOpen ? ui.drawerWidth : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': {
            width: ui.drawerWidth,
            boxSizing: 'border-box',
            borderRight: 'none',
            top: wide ? headerHeight : 0,
            height: wide ? `calc(100% - ${headerHeight}px)` : '100%',
          },
        }}
      >
        {!wide && <Toolbar sx={{ minHeight: headerHeight }} />}
        <DrawerMenu entries={entries} onNavigate={() => !wide && setOpen(false)} />
      </Drawer>
      <Box
        component="main"
        sx={{
          flex: 1,
          minWidth: 0,
          mt: `${headerHeight + 8}px`,
          p: { xs: 1.5, md: 3 },
          bgcolor: 'background.default',
          borderRadius: { md: 3 },
          mr: { md: 2 },
        }}
      >
        <Outlet />
        {alertsDue && (
          <Suspense fallback={null}>
            <OverdueAlerts />
          </Suspense>
        )}
      </Box>
    </Box>
  )
}

/** What a browser throws when a page's code cannot be downloaded (a new release, a dropped connection). */
const chunkMissing = (error: unknown) =>
  error instanceof TypeError && /dynamically imported module|module script/i.test(error.message)

/** A page that failed (its code did not arrive, or it broke): a way to retry instead of a blank screen. */
export const PageError = () => {
  const error = useRouteError()
  const { pathname } = useLocation()
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" startIcon={<Refresh />} onClick={() => window.location.reload()}>
            Retry
          </Button>
        }
      >
        {chunkMissing(error) ? messages.common.chunkFailed(pathname) : messages.common.pageFailed}
      </Alert>
    </Box>
  )
}
