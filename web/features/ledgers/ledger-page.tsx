import Download from '@mui/icons-material/Download'
import Print from '@mui/icons-material/Print'
import { Button, LinearProgress, Stack, TextField } from '@mui/material'
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { Page } from '../../components/page'
import { errorText } from '../../lib/api'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { LedgerView } from './ledger-view'
import { downloadLedger, type Party, useLedger, usePurchases } from './ledgers.api'
import { PendingSummary } from './pending-summary'

const dateFieldSx = { width: 160 } as const

/** /customer/ledger/{id} and /vendor/Ledger/{id}: the party's ledger for an optional period; printable. */
export const LedgerPage = ({ party }: { party: Party }) => {
  const id = Number(useParams().id)
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const ledger = useLedger(party, id, { from: from || undefined, to: to || undefined })
  const purchases = usePurchases(party, id)
  useErrorAlert(ledger.error, messages.vendors.ledgerFailed)
  const name = ledger.data?.party.name
  const notify = useNotify()
  const download = () =>
    downloadLedger(party, id, { from: from || undefined, to: to || undefined }).catch((err) =>
      notify.alert({
        title: messages.common.errorTitle,
        text: errorText(err, messages.vendors.ledgerFailed),
      }),
    )
  return (
    <Page
      title={name ? `Ledger — ${name}` : 'Ledger'}
      actions={
        <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <TextField
            size="small"
            type="date"
            label="From"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            sx={dateFieldSx}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || undefined } }}
          />
          <TextField
            size="small"
            type="date"
            label="To"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            sx={dateFieldSx}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
          />
          <Button variant="outlined" startIcon={<Download />} onClick={download}>
            PDF
          </Button>
          <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
            Print
          </Button>
        </Stack>
      }
    >
      {ledger.isPending && <LinearProgress />}
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {purchases.data && <PendingSummary pending={purchases.data.pending} />}
        {ledger.data && <LedgerView ledger={ledger.data} />}
      </Stack>
    </Page>
  )
}
