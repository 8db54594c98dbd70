import { Avatar, IconButton } from '@mui/material'
import { lazy, Suspense, useState } from 'react'
import { useSession } from '../features/session'

/** The menu's code (popover, menu list) loads at the first click. */
const ProfileMenuList = lazy(() =>
  import('./profile-menu-list').then((m) => ({ default: m.ProfileMenuList })),
)

export const ProfileMenu = () => {
  const { profile, logOut } = useSession()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [menuWanted, setMenuWanted] = useState(false)
  if (!profile) return null
  return (
    <>
      <IconButton
        aria-label="Profile menu"
        onClick={(e) => {
          setAnchor(e.currentTarget)
          setMenuWanted(true)
        }}
      >
        <Avatar sx={{ bgcolor: 'secondary.main', color: 'primary.main', width: 36, height: 36 }}>
          {profile.firstName.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      {menuWanted && (
        <Suspense fallback={null}>
          <ProfileMenuList
            profile={profile}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onLogOut={() => void logOut()}
          />
        </Suspense>
      )}
    </>
  )
}
