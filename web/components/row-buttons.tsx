import DeleteOutline from '@mui/icons-material/DeleteOutline'
import EditOutlined from '@mui/icons-material/EditOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { IconButton } from '@mui/material'
import { Link } from 'react-router-dom'

/** A list row's details icon: a link to the record's page, named by its title. */
export const RowDetailsLink = ({ name, to }: { name: string; to: string }) => (
  <IconButton title="Details" aria-label={`Details of ${name}`} component={Link} to={to}>
    <VisibilityOutlined />
  </IconButton>
)

/** A list row's edit icon: a link to the record's form, named by its title. */
export const RowEditLink = ({ name, to }: { name: string; to: string }) => (
  <IconButton title="Edit" aria-label={`Edit ${name}`} component={Link} to={to}>
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
  <IconButton title={title} aria-label={`Delete ${name}`} color="error" onClick={onClick}>
    <DeleteOutline />
  </IconButton>
)
