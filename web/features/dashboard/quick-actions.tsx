import Add from '@mui/icons-material/Add'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { can } from '../../../shared/permissions'
import type { Role } from '../../../shared/roles'
import type { VehicleRow } from '../../../shared/vehicles'
import { ListPicker, type ListSource, type Option } from '../../components/list-picker'
import { ExpenseDialog } from '../expenses'

const useDialogFullScreen = () => useMediaQuery(useTheme().breakpoints.down('sm'))

/** A vehicle by its chassis number, with its stock no. and model (and whether it is sold) beside it. */
const chassisOption = (v: VehicleRow): Option<VehicleRow> => ({
  id: v.id,
  label: v.chassisNo,
  hint: [v.stockNo, v.model, v.status === 'sold' ? 'sold' : ''].filter(Boolean).join(' · '),
  value: v,
})

/** Vehicles in stock: an expense is added to one. */
const inStock: ListSource<VehicleRow> = { path: 'car/getinstockcars', toOption: chassisOption }

/** What a payment may be for: every vehicle for the roles that list them all, else the sold ones or the stock. */
const paymentVehicleList = (role: Role | undefined) =>
  can(role, 'vehicles', 'viewAll')
    ? 'car/GetAll'
    : can(role, 'vehicles', 'viewSold')
      ? 'car/getsoldcars'
      : 'car/getinstockcars'

/** Record a payment: pick the vehicle, then its details page opens at the payments section. */
export const PaymentVehicleDialog = ({ role, onClose }: { role?: Role; onClose: () => void }) => {
  const navigate = useNavigate()
  const fullScreen = useDialogFullScreen()
  const [vehicle, setVehicle] = useState<Option<VehicleRow> | null>(null)
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="quick-payment-title"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (vehicle) navigate(`/vehicles/details/${vehicle.id}#payments`)
        }}
      >
        <DialogTitle id="quick-payment-title">Record payment</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <ListPicker
                label="Vehicle (chassis no.)"
                value={vehicle}
                onChange={setVehicle}
                path={paymentVehicleList(role)}
                toOption={chassisOption}
                helperText="A customer pays for a sold vehicle; we pay the vendor for any vehicle"
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!vehicle}>
            Open its payments
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

/** The dashboard's quick actions, each only for the roles that may do it. */
export const QuickActions = ({ role }: { role?: Role }) => {
  const [open, setOpen] = useState<'expense' | 'payment'>()
  const close = () => setOpen(undefined)
  return (
    <>
      {can(role, 'vehicles', 'create') && (
        <Button variant="contained" component={Link} to="/vehicles/add" startIcon={<Add />}>
          Add vehicle
        </Button>
      )}
      {can(role, 'expenses', 'manage') && (
        <Button variant="outlined" onClick={() => setOpen('expense')}>
          Add expense
        </Button>
      )}
      {can(role, 'payments', 'add') && (
        <Button variant="outlined" onClick={() => setOpen('payment')}>
          Record payment
        </Button>
      )}
      {can(role, 'exchangeRates', 'create') && (
        <Button variant="outlined" component={Link} to="/exchange-rates">
          Exchange rates
        </Button>
      )}
      {open === 'expense' && <ExpenseDialog pickFrom={inStock} onClose={close} />}
      {open === 'payment' && <PaymentVehicleDialog role={role} onClose={close} />}
    </>
  )
}
