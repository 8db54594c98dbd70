import { zodResolver } from '@hookform/resolvers/zod'
import { Button, FormControlLabel, Grid, Radio, RadioGroup, Stack } from '@mui/material'
import { useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { BillInput, type BillValues, billMessages, tradeTerms } from '../../../shared/bills'
import type { Customer } from '../../../shared/customers'
import { addDays } from '../../../shared/dates'
import type { VehicleRow } from '../../../shared/vehicles'
import { useBusinessToday } from '../../app/business-today'
import { useCurrencies } from '../../app/reference-data'
import { useSession } from '../../app/session'
import { AsyncPicker, type Option } from '../../components/async-picker'
import { DateField, FormSelect, FormText } from '../../components/form-fields'
import { useNotify } from '../../lib/notify'
import { useFormSave } from '../../lib/use-form-save'
import { BillLines, emptyLine } from './bill-lines'
import { useCustomerOptions, useIssueBill, vehicleOptionsFor } from './bills.api'

type Buyer = 'customer' | 'name'

/**
 * A new bill: a customer of the book or a buyer's name, an optional vehicle, dates, terms, currency and
 * the lines. An issued bill is never edited, so this form only creates.
 */
export const BillForm = ({ onIssued }: { onIssued: (id: number) => void }) => {
  const { date: today } = useBusinessToday()
  const { profile } = useSession()
  const currencies = useCurrencies()
  const issue = useIssueBill()
  const notify = useNotify()
  const [buyer, setBuyer] = useState<Buyer>('customer')
  const [customer, setCustomer] = useState<Option<Customer> | null>(null)
  const [vehicle, setVehicle] = useState<Option<VehicleRow> | null>(null)
  const useVehicles = useMemo(() => vehicleOptionsFor(profile?.userRole), [profile?.userRole])
  const form = useForm<BillInput, unknown, BillValues>({
    resolver: zodResolver(BillInput),
    defaultValues: {
      customerId: null,
      buyerName: '',
      vehicleId: null,
      issueDate: today,
      dueDate: addDays(today, 30),
      paymentTerms: '',
      tradeTerm: 'FOB',
      currency: 'USD',
      lines: [{ ...emptyLine }],
    },
  })
  const { control, setValue, formState } = form
  const customerError = formState.errors.customerId?.message
  const currency = useWatch({ control, name: 'currency' }) as string

  const chooseBuyer = (next: Buyer) => {
    setBuyer(next)
    setCustomer(null)
    setValue('customerId', null)
    setValue('buyerName', '')
  }
  const chooseCustomer = (option: Option<Customer> | null) => {
    setCustomer(option)
    setValue('customerId', option?.id ?? null, { shouldValidate: formState.isSubmitted })
    const c = option?.value
    if (c?.currency) setValue('currency', c.currency)
    if (c?.tradeTerm && (tradeTerms as readonly string[]).includes(c.tradeTerm))
      setValue('tradeTerm', c.tradeTerm as (typeof tradeTerms)[number])
  }

  const submit = useFormSave(form, {
    save: async (values) => {
      const issued = await issue.mutateAsync(values)
      notify.toast(billMessages.created(issued.number))
      onIssued(issued.id)
    },
    failed: billMessages.saveFailed,
  })

  const half = { xs: 12, sm: 6 }
  const third = { xs: 12, sm: 6, md: 4 }
  const currencyOptions = [
    ...((currencies.data ?? []).some((c) => c.code === currency)
      ? []
      : [{ value: currency, label: currency }]),
    ...(currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` })),
  ]
  return (
    <form onSubmit={submit} noValidate aria-label="New bill">
      <Stack spacing={3}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <RadioGroup
              row
              aria-label="Bill to"
              value={buyer}
              onChange={(e) => chooseBuyer(e.target.value as Buyer)}
            >
              <FormControlLabel value="customer" control={<Radio />} label="A customer" />
              <FormControlLabel value="name" control={<Radio />} label="Another buyer (type the name)" />
            </RadioGroup>
          </Grid>
          <Grid size={half}>
            {buyer === 'customer' ? (
              <AsyncPicker
                label="Customer"
                name="customerId"
                value={customer}
                onChange={chooseCustomer}
                useOptions={useCustomerOptions}
                error={customerError}
                size="medium"
                required
              />
            ) : (
              <FormText
                control={control}
                name="buyerName"
                label="Buyer name"
                required
                fullWidth
                error={!!customerError || !!formState.errors.buyerName}
                helperText={formState.errors.buyerName?.message ?? customerError}
              />
            )}
          </Grid>
          <Grid size={half}>
            <AsyncPicker
              label="Vehicle (optional)"
              name="vehicleId"
              value={vehicle}
              onChange={(o) => {
                setVehicle(o)
                setValue('vehicleId', o?.id ?? null)
              }}
              useOptions={useVehicles}
              error={formState.errors.vehicleId?.message}
              size="medium"
            />
          </Grid>
          <Grid size={third}>
            <DateField control={control} name="issueDate" label="Issue date" required fullWidth />
          </Grid>
          <Grid size={third}>
            <DateField control={control} name="dueDate" label="Due date" required fullWidth />
          </Grid>
          <Grid size={third}>
            <FormSelect
              control={control}
              name="tradeTerm"
              label="Trade term"
              required
              fullWidth
              options={tradeTerms.map((t) => ({ value: t, label: t }))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <FormText control={control} name="paymentTerms" label="Payment terms" fullWidth />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormSelect
              control={control}
              name="currency"
              label="Currency"
              required
              fullWidth
              options={currencyOptions}
            />
          </Grid>
        </Grid>
        <BillLines control={control} />
        <Stack direction="row" justifyContent="flex-end">
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Issue bill
          </Button>
        </Stack>
      </Stack>
    </form>
  )
}
