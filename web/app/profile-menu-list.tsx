import Key from '@mui/icons-material/Key'
import Logout from '@mui/icons-material/Logout'
import PhonelinkLock from '@mui/icons-material/PhonelinkLock'
import { Box, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import type { UserInfo } from '../../shared/users'
import { greetingFor } from '../features/dashboard'

type Props = { profile: UserInfo; anchor: HTMLElement | null; onClose: () => void; onLogOut: () => void }

/** The profile menu's popup: the greeting, Change Password, Two-factor sign-in and Logout. */
export const ProfileMenuList = ({ profile, anchor, onClose, onLogOut }: Props) => (
  <Menu
    anchorEl={anchor}
    open={!!anchor}
    onClose={onClose}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    transformOrigin={{ vertical: 'top', horizontal: 'right' }}
  >
    <Box sx={{ px: 2, py: 1, minWidth: 240 }}>
      <Typography fontWeight={600}>
        {greetingFor(new Date().getHours())}, {profile.firstName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {profile.email}
      </Typography>
    </Box>
    <Divider />
    <MenuItem component={Link} to="/changePassword" onClick={onClose}>
      <ListItemIcon>
        <Key fontSize="small" />
      </ListItemIcon>
      Change Password
    </MenuItem>
    <MenuItem component={Link} to="/two-factor" onClick={onClose}>
      <ListItemIcon>
        <PhonelinkLock fontSize="small" />
      </ListItemIcon>
      Two-factor sign-in
    </MenuItem>
    <MenuItem
      onClick={() => {
        onClose()
        onLogOut()
      }}
    >
      <ListItemIcon>
        <Logout fontSize="small" />
      </ListItemIcon>
      Logout
    </MenuItem>
  </Menu>
)
