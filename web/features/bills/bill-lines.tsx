import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import { Box, Button, Grid, IconButton, Stack, Typography } from '@mui/material'
import { type Control, useFieldArray, useFormState, useWatch } from 'react-hook-form'
import { type BillInput, billTotal, lineTotal } from '../../../shared/bills'
import { formatMoney } from '../../../shared/money'
import { FormText, MoneyField } from '../../components/form-fields'

export const emptyLine = { description: '', quantity: '1', unitPrice: '' }

/**
 * The bill's lines: description, quantity and unit price, each line's total as it is typed and the
 * bill's total under them (the server computes the stored totals the same way).
 */
export const BillLines = ({ control }: { control: Control<BillInput> }) => {
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' })
  const lines = (useWatch({ control, name: 'lines' }) ?? []) as { quantity: string; unitPrice: string }[]
  const currency = (useWatch({ control, name: 'currency' }) as string) || ''
  const { errors } = useFormState({ control, name: 'lines' })
  const listError = errors.lines?.message ?? errors.lines?.root?.message
  const money = (amount: string | null) => (amount === null ? '—' : formatMoney(amount, currency || 'USD'))
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" fontWeight={600}>
        Lines
      </Typography>
      {fields.map((field, i) => {
        const line = lines[i] ?? emptyLine
        return (
          <Grid
            container
            spacing={1.5}
            key={field.id}
            role="group"
            aria-label={`Line ${i + 1}`}
            sx={{ alignItems: 'flex-start', pb: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Grid size={{ xs: 12, md: 5.5 }}>
              <FormText
                control={control}
                name={`lines.${i}.description`}
                label="Description"
                required
                fullWidth
                size="small"
              />
            </Grid>
            <Grid size={{ xs: 4, md: 1.5 }}>
              <FormText
                control={control}
                name={`lines.${i}.quantity`}
                label="Quantity"
                required
                fullWidth
                size="small"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Grid>
            <Grid size={{ xs: 8, md: 2.5 }}>
              <MoneyField
                control={control}
                name={`lines.${i}.unitPrice`}
                label="Unit price"
                required
                fullWidth
                size="small"
                currency={currency || null}
              />
            </Grid>
            <Grid size={{ xs: 9, md: 2 }}>
              <Box sx={{ pt: 1, textAlign: { md: 'right' } }}>
                <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' } }}>
                  Line total{' '}
                </Typography>
                <Typography component="span" aria-label={`Line ${i + 1} total`} sx={{ whiteSpace: 'nowrap' }}>
                  {money(lineTotal(line.quantity, line.unitPrice, currency))}
                </Typography>
              </Box>
            </Grid>
            <Grid size={{ xs: 3, md: 0.5 }} sx={{ textAlign: 'right' }}>
              <IconButton
                aria-label={`Remove line ${i + 1}`}
                onClick={() => remove(i)}
                disabled={fields.length === 1}
              >
                <DeleteOutline />
              </IconButton>
            </Grid>
          </Grid>
        )
      })}
      {listError && (
        <Typography color="error" variant="body2" role="alert">
          {listError}
        </Typography>
      )}
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={1}>
        <Button startIcon={<Add />} onClick={() => append({ ...emptyLine })} disabled={fields.length >= 50}>
          Add line
        </Button>
        <Typography variant="h6" aria-label="Bill total" sx={{ whiteSpace: 'nowrap' }}>
          Total {money(billTotal(lines, currency))}
        </Typography>
      </Stack>
    </Stack>
  )
}
