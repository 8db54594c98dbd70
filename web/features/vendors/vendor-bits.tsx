import PictureAsPdf from '@mui/icons-material/PictureAsPdf'
import { Avatar, Box, Button, Chip, Typography } from '@mui/material'
import { type Vendor, vendorTypeLabels } from '../../../shared/vendors'

const typeColours = {
  auction: 'primary',
  dealer: 'secondary',
  showroom: 'success',
  individual: 'default',
} as const

/** The vendor's type as a small chip (Auction house, Dealer, Showroom, Individual). */
export const VendorTypeChip = ({ type }: { type: Vendor['type'] }) => (
  <Chip size="small" variant="outlined" color={typeColours[type]} label={vendorTypeLabels[type]} />
)

/** The vendor's picture, or their initial. */
export const VendorAvatar = ({ vendor, size = 40 }: { vendor: Vendor; size?: number }) => (
  <Avatar
    variant="rounded"
    src={vendor.imageUrl ?? undefined}
    alt={vendor.imageUrl ? `Picture of ${vendor.name}` : ''}
    sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size / 2.4 }}
  >
    {vendor.name.charAt(0)}
  </Avatar>
)

/** The ID or business card: the image itself, or a link to open the PDF; a dash when there is none. */
export const VendorIdCard = ({ vendor }: { vendor: Vendor }) => {
  if (!vendor.idCardUrl) return <Typography color="text.secondary">No ID or business card on file</Typography>
  if (vendor.idCardMime === 'application/pdf') {
    return (
      <Button
        href={vendor.idCardUrl}
        target="_blank"
        rel="noopener"
        variant="outlined"
        startIcon={<PictureAsPdf />}
      >
        Open ID / business card (PDF)
      </Button>
    )
  }
  return (
    <Box component="figure" sx={{ m: 0, display: 'inline-block', maxWidth: '100%' }}>
      <Box component="a" href={vendor.idCardUrl} target="_blank" rel="noopener" sx={{ display: 'block' }}>
        <Box
          component="img"
          src={vendor.idCardUrl}
          alt={`ID or business card of ${vendor.name}`}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 240,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
          }}
        />
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        ID or business card
      </Typography>
    </Box>
  )
}
