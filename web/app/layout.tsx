import MenuIcon from '@mui/icons-material/Menu'
import { AppBar, Box, Drawer, IconButton, Toolbar, Typography, useMediaQuery } from '@mui/material'
import { useTheme } from '@mui/material/styles'
import { lazy, Suspense, useState } from 'react'
import { Link, Outlet } from 'react-router-dom'
import { menuFor } from '../../shared/menu'
import { ui } from '../../shared/messages'
import { headerHeight } from '../lib/header'
import { overdueAlertsShown } from '../lib/session-storage'
import { DrawerMenu } from './drawer-menu'
import { PageSlot } from './lazy-page'
import { ProfileMenu } from './profile-menu'
import { useSession } from './session'

/**
 * The overdue alerts run once after sign-in; their code (and the money and validation code they need)
 * is a chunk of its own, not part of the first page's, fetched as the layout first renders, and not at
 * all once this tab has shown them.
 */
const OverdueAlerts = lazy(() => import('./overdue-alerts').then((m) => ({ default: m.OverdueAlerts })))

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
        <PageSlot>
          <Outlet />
          {alertsDue && (
            <Suspense fallback={null}>
              <OverdueAlerts />
            </Suspense>
          )}
        </PageSlot>
      </Box>
    </Box>
  )
}
