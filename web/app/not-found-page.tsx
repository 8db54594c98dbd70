import { Button, Stack, Typography } from '@mui/material'
import { Link } from 'react-router-dom'
import { Page } from '../components/page'

const NotFoundPage = () => (
  <Page title="Page not found">
    <Stack spacing={2} alignItems="flex-start">
      <Typography color="text.secondary">There is no page at this address.</Typography>
      <Button component={Link} to="/dashboard" variant="contained">
        Back to the dashboard
      </Button>
    </Stack>
  </Page>
)

export default NotFoundPage
