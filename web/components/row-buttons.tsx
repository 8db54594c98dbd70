import DeleteOutline from '@mui/icons-material/DeleteOutline'
import EditOutlined from '@mui/icons-material/EditOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { IconButton } from '@mui/material'
import { Link } from 'react-router-dom'
import { tip } from './shared-tooltip'

/** A list row's details icon: a link to the record's page, named by its grid's one tooltip. */
export const RowDetailsLink = ({ name, to }: { name: string; to: string }) => (
  <IconButton {...tip('Details')} aria-label={`Details of ${name}`} component={Link} to={to}>
    <VisibilityOutlined />
  </IconButton>
)

/** A list row's edit icon: a link to the record's form, named by its grid's one tooltip. */
export const RowEditLink = ({ name, to }: { name: string; to: string }) => (
  <IconButton {...tip('Edit')} aria-label={`Edit ${name}`} component={Link} to={to}>
    <EditOutlined />
  </IconButton>
)

/** A list row's delete icon (the page confirms before it deletes). */
export const RowDeleteButton = ({
  name,
  onClick,
  title = 'Delete',
}: {
  name: string
  onClick: () => void
  title?: string
}) => (
  <IconButton {...tip(title)} aria-label={`Delete ${name}`} color="error" onClick={onClick}>
    <DeleteOutline />
  </IconButton>
)
