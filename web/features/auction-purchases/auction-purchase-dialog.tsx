import { zodResolver } from '@hookform/resolvers/zod'
import { Grid, Typography } from '@mui/material'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import {
  type AuctionPurchase,
  AuctionPurchaseInput,
  consumptionTaxRate,
  letterGrades,
  overallGrades,
} from '../../../shared/auction-purchases'
import { addDays, daysBetween } from '../../../shared/dates'
import { currencyDecimals, formatMoney, multiplyAmount, parseMoney, sumAmounts } from '../../../shared/money'
import { FilePicker } from '../../components/file-picker'
import { FormDialog } from '../../components/form-dialog'
import { DateField, FormSelect, FormText, fieldText, MoneyField } from '../../components/form-fields'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { useSaveAuctionPurchase } from './auction-purchases.api'

type Values = z.input<typeof AuctionPurchaseInput>
const half = { xs: 12, sm: 6 }
const third = { xs: 12, sm: 4 }
const choices = (values: readonly string[]) => [
  { value: '', label: '—' },
  ...values.map((v) => ({ value: v, label: v })),
]

/** 10 % of an amount in the currency's own unit, or '' while the amount is not a number. */
const taxOn = (amount: unknown, currency: string) => {
  const exact = parseMoney(String(amount ?? ''))
  return exact ? multiplyAmount(exact, consumptionTaxRate.value, currencyDecimals(currency)) : ''
}

/**
 * The form's values: the record as saved, or proposals for a first save: the vendor as the venue, the
 * purchase date as the sale date, the consumption tax on the hammer price and the due date the server
 * proposes from the owners' payment days.
 */
const defaultsOf = (view: AuctionPurchase): Values => {
  const r = view.record
  const line = (kind: string) => {
    const lines = view.lines.filter((l) => l.lineKind === kind)
    return lines.length
      ? sumAmounts(
          lines.map((l) => l.amount),
          currencyDecimals(view.currency),
        )
      : ''
  }
  return {
    version: r?.version,
    venue: r?.venue ?? view.vendorName,
    saleDate: r?.saleDate ?? view.purchaseDate,
    lotNo: fieldText(r?.lotNo),
    overallGrade: fieldText(r?.overallGrade),
    interiorGrade: fieldText(r?.interiorGrade),
    exteriorGrade: fieldText(r?.exteriorGrade),
    sheetMileageKm: fieldText(r?.sheetMileageKm),
    paymentDueOn: r ? fieldText(view.paymentDueOn ?? view.proposedDueOn) : view.proposedDueOn,
    consumptionTax: r ? line('consumption_tax') : taxOn(view.hammerPrice, view.currency),
    recycleDeposit: line('recycle_deposit'),
    auctionFee: line('auction_fee'),
    feeTax: line('fee_tax'),
  }
}

/** Records or edits a car's auction purchase: the sheet, its image, the invoice and the payment due. */
export const AuctionPurchaseDialog = ({
  carId,
  view,
  onClose,
}: {
  carId: number
  view: AuctionPurchase
  onClose: () => void
}) => {
  const save = useSaveAuctionPurchase(carId)
  const notify = useNotify()
  const [sheet, setSheet] = useState<File>()
  const [sheetError, setSheetError] = useState<string>()
  const form = useForm<Values, unknown, AuctionPurchaseInput>({
    resolver: zodResolver(AuctionPurchaseInput),
    defaultValues: defaultsOf(view),
  })
  const { control, formState, setValue, getFieldState } = form
  const currency = view.currency
  // The due date and the fee's tax follow the sale date and the fee until someone types them.
  const paymentDays = daysBetween(view.record?.saleDate ?? view.purchaseDate, view.proposedDueOn)
  const [saleDate, auctionFee] = useWatch({ control, name: ['saleDate', 'auctionFee'] })
  useEffect(() => {
    if (
      getFieldState('saleDate').isDirty &&
      !getFieldState('paymentDueOn').isDirty &&
      /^\d{4}-\d{2}-\d{2}$/.test(saleDate)
    )
      setValue('paymentDueOn', addDays(saleDate, paymentDays))
  }, [saleDate, paymentDays, setValue, getFieldState])
  useEffect(() => {
    if (getFieldState('auctionFee').isDirty && !getFieldState('feeTax').isDirty)
      setValue('feeTax', taxOn(auctionFee, currency))
  }, [auctionFee, currency, setValue, getFieldState])

  const submit = useFormSave(form, {
    save: async (values) => {
      await save.mutateAsync({ ...values, sheet })
      notify.toast('Auction purchase saved')
      onClose()
    },
    failed: 'Failed to save the auction purchase',
    elsewhere: (field, message) => {
      if (field !== 'sheet') return false
      setSheetError(message)
      return true
    },
  })
  return (
    <FormDialog
      title={view.record ? 'Edit auction purchase' : 'Record auction purchase'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Save auction purchase"
      submitting={formState.isSubmitting}
      maxWidth="md"
    >
      <Grid size={12}>
        <Typography variant="subtitle2" component="h3" color="primary">
          Auction sheet
        </Typography>
      </Grid>
      <Grid size={half}>
        <FormText control={control} name="venue" label="Venue" required fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <DateField
          control={control}
          name="saleDate"
          label="Sale date"
          required
          min={view.purchaseDate}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormText control={control} name="lotNo" label="Lot number" required fullWidth />
      </Grid>
      <Grid size={third}>
        <FormSelect
          control={control}
          name="overallGrade"
          label="Overall grade"
          options={choices(overallGrades)}
          fullWidth
        />
      </Grid>
      <Grid size={third}>
        <FormSelect
          control={control}
          name="interiorGrade"
          label="Interior grade"
          options={choices(letterGrades)}
          fullWidth
        />
      </Grid>
      <Grid size={third}>
        <FormSelect
          control={control}
          name="exteriorGrade"
          label="Exterior grade"
          options={choices(letterGrades)}
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <FormText
          control={control}
          name="sheetMileageKm"
          label="Sheet mileage (km)"
          inputMode="numeric"
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <FilePicker
          label="Auction sheet (image or PDF)"
          value={sheet}
          onChange={setSheet}
          currentUrl={view.record?.sheetUrl}
          accept="image/png,image/jpeg,image/webp,application/pdf"
          error={sheetError}
        />
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h3" color="primary">
          Invoice (hammer price {formatMoney(view.hammerPrice, currency)}: the purchase price)
        </Typography>
      </Grid>
      <Grid size={half}>
        <MoneyField
          control={control}
          name="consumptionTax"
          label="Consumption tax"
          currency={currency}
          helperText="10 % of the hammer price, refunded after export"
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <MoneyField
          control={control}
          name="recycleDeposit"
          label="Recycle deposit"
          currency={currency}
          helperText="Refunded after export"
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <MoneyField control={control} name="auctionFee" label="Auction fee" currency={currency} fullWidth />
      </Grid>
      <Grid size={half}>
        <MoneyField
          control={control}
          name="feeTax"
          label="Tax on the auction fee"
          currency={currency}
          helperText="10 % of the fee, refunded after export"
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <DateField
          control={control}
          name="paymentDueOn"
          label="Payment due"
          required
          min={saleDate}
          fullWidth
          helperText="The vehicle's vendor due date"
        />
      </Grid>
    </FormDialog>
  )
}
