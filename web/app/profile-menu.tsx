import Key from '@mui/icons-material/Key'
import Logout from '@mui/icons-material/Logout'
import { Avatar, Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { greetingFor } from './greeting'
import { useSession } from './session'

export const ProfileMenu = () => {
  const { profile, logOut } = useSession()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  if (!profile) return null
  const close = () => setAnchor(null)
  return (
    <>
      <IconButton aria-label="Profile menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <Avatar sx={{ bgcolor: 'secondary.main', color: 'primary.main', width: 36, height: 36 }}>
          {profile.firstName.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
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
        <MenuItem component={Link} to="/changePassword" onClick={close}>
          <ListItemIcon>
            <Key fontSize="small" />
          </ListItemIcon>
          Change Password
        </MenuItem>
        <MenuItem
          onClick={() => {
            close()
            void logOut()
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  )
}
