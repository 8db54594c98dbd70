import Payments from '@mui/icons-material/Payments'
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined'
import { Button, Grid, LinearProgress, MenuItem, Stack, TextField } from '@mui/material'
import { useState } from 'react'
import { messages } from '../../../shared/messages'
import { EmptyState } from '../../components/empty-state'
import { Page } from '../../components/page'
import { errorText } from '../../lib/api'
import { useBusinessToday } from '../../lib/business-today'
import { useNotify } from '../../lib/notify'
import { useEveryone } from '../staff'
import { ProcessSalaryDialog } from './process-salary-dialog'
import { downloadPayslip, type SalaryPeriod, useSalarySheet } from './salary.api'
import { SalaryDaysTable } from './salary-days-table'
import { SalaryPaymentsTable } from './salary-payments-table'
import { SalarySummary } from './salary-summary'

/** /staff/salary: pick a member and a period (default: this month in the business's time zone). */
const SalaryPage = () => {
  const calendar = useBusinessToday()
  const staff = useEveryone()
  const notify = useNotify()
  const [period, setPeriod] = useState<Partial<SalaryPeriod>>({})
  const [paying, setPaying] = useState(false)
  const chosen: SalaryPeriod = {
    staffId: period.staffId,
    startDate: period.startDate ?? calendar.monthStart,
    endDate: period.endDate ?? calendar.monthEnd,
  }
  const sheet = useSalarySheet(chosen)

  const payslip = async () => {
    try {
      await downloadPayslip(chosen, sheet.data?.staffName ?? 'staff')
    } catch (err) {
      await notify.alert({
        title: messages.common.errorTitle,
        text: errorText(err, 'Failed to make the payslip'),
      })
    }
  }

  return (
    <Page
      title="Salary"
      actions={
        sheet.data && (
          <>
            <Button variant="contained" startIcon={<Payments />} onClick={() => setPaying(true)}>
              Process salary
            </Button>
            <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} onClick={payslip}>
              Payslip (PDF)
            </Button>
          </>
        )
      }
    >
      <Stack spacing={2.5}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              fullWidth
              label="Staff"
              value={period.staffId ?? ''}
              onChange={(e) => setPeriod({ ...period, staffId: Number(e.target.value) })}
            >
              {(staff.data ?? []).map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                  {s.active ? '' : ' (inactive)'}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField
              type="date"
              fullWidth
              label="Start date"
              value={chosen.startDate}
              onChange={(e) => e.target.value && setPeriod({ ...period, startDate: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField
              type="date"
              fullWidth
              label="End date"
              value={chosen.endDate}
              onChange={(e) => e.target.value && setPeriod({ ...period, endDate: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
        </Grid>
        {!chosen.staffId ? (
          <EmptyState text="Choose a staff member to see their salary." />
        ) : sheet.isError ? (
          <EmptyState text="No salary to show for this period." />
        ) : !sheet.data ? (
          <LinearProgress />
        ) : (
          <>
            <SalarySummary sheet={sheet.data} />
            <SalaryDaysTable sheet={sheet.data} />
            <SalaryPaymentsTable sheet={sheet.data} />
          </>
        )}
      </Stack>
      {paying && sheet.data && (
        <ProcessSalaryDialog sheet={sheet.data} today={calendar.date} onClose={() => setPaying(false)} />
      )}
    </Page>
  )
}

export default SalaryPage
