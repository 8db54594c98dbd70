import { LinearProgress } from '@mui/material'

/** The thin bar at the top while a page (its code or the data it opens with) is on its way. */
export const TopProgress = () => (
  <LinearProgress
    color="secondary"
    aria-label="Loading page"
    sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.appBar + 10 }}
  />
)
