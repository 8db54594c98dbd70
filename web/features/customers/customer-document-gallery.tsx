import Description from '@mui/icons-material/Description'
import { Avatar, Box, Link, Stack, Typography } from '@mui/material'
import type { Customer } from '../../../shared/customers'

const documents = [
  { key: 'photoUrl', label: 'Photo' },
  { key: 'idCardFrontUrl', label: 'ID card (front)' },
  { key: 'idCardBackUrl', label: 'ID card (back)' },
  { key: 'businessCardUrl', label: 'Business card' },
] as const

/** The customer's stored files as thumbnails; each opens (signed URL) in a new tab. A PDF shows an icon. */
export const CustomerDocumentGallery = ({ customer }: { customer: Customer }) => {
  const present = documents.filter((d) => customer[d.key])
  if (!present.length) return <Typography color="text.secondary">No documents uploaded.</Typography>
  return (
    <Stack direction="row" flexWrap="wrap" gap={2}>
      {present.map((d) => (
        <Link
          key={d.key}
          href={customer[d.key]!}
          target="_blank"
          rel="noopener"
          underline="none"
          aria-label={`Open ${d.label}`}
        >
          <Box sx={{ width: 160 }}>
            <Avatar
              variant="rounded"
              src={customer[d.key]!}
              alt={d.label}
              sx={{ width: 160, height: 110, bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}
            >
              <Description color="action" sx={{ fontSize: 48 }} />
            </Avatar>
            <Typography variant="caption" color="text.secondary">
              {d.label}
            </Typography>
          </Box>
        </Link>
      ))}
    </Stack>
  )
}
