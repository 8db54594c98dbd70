import Call from '@mui/icons-material/Call'
import Email from '@mui/icons-material/Email'
import WhatsApp from '@mui/icons-material/WhatsApp'
import { IconButton, Stack, Tooltip } from '@mui/material'

/** WhatsApp (wa.me), call (tel:) and e-mail (mailto:) actions for a stored contact. */
export const ContactActions = ({
  phone,
  whatsapp,
  email,
}: {
  phone?: string | null
  whatsapp?: string | null
  email?: string | null
}) => (
  <Stack direction="row" spacing={0.5}>
    {whatsapp && (
      <Tooltip title={`WhatsApp ${whatsapp}`}>
        <IconButton
          aria-label="WhatsApp"
          href={`https://wa.me/${whatsapp.replace(/\D/g, '')}`}
          target="_blank"
          rel="noopener"
          color="success"
        >
          <WhatsApp />
        </IconButton>
      </Tooltip>
    )}
    {phone && (
      <Tooltip title={`Call ${phone}`}>
        <IconButton aria-label="Call" href={`tel:${phone}`} color="primary">
          <Call />
        </IconButton>
      </Tooltip>
    )}
    {email && (
      <Tooltip title={`E-mail ${email}`}>
        <IconButton aria-label="E-mail" href={`mailto:${email}`} color="primary">
          <Email />
        </IconButton>
      </Tooltip>
    )}
  </Stack>
)

/** The WhatsApp link of a reminder to one party (a message written for them, opened in WhatsApp). */
export const WhatsAppReminderButton = ({ name, link }: { name: string; link: string }) => (
  <Tooltip title="Send the reminder on WhatsApp">
    <IconButton
      aria-label={`WhatsApp reminder to ${name}`}
      href={link}
      target="_blank"
      rel="noopener"
      color="success"
      size="small"
    >
      <WhatsApp fontSize="small" />
    </IconButton>
  </Tooltip>
)
