import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import Edit from '@mui/icons-material/Edit'
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined'
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined'
import {
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  Link as MuiLink,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material'
import { type ReactNode, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { formatDateTime } from '../../../shared/dates'
import { formatMoney } from '../../../shared/money'
import { can } from '../../../shared/permissions'
import {
  modeLabels,
  releaseLabels,
  type Shipment,
  type ShipmentCar,
  shipmentMessages,
  shipmentStatuses,
  splitLabels,
} from '../../../shared/shipments'
import { DetailGrid } from '../../components/detail-grid'
import { Page } from '../../components/page'
import { errorText } from '../../lib/api'
import { useBusinessToday } from '../../lib/business-today'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { useSession } from '../session'
import { ShipmentDialog } from './shipment-dialog'
import { AddCarDialog, AddCostDialog, ArrivalDialog, BlCheckDialog, StepDialog } from './shipment-dialogs'
import { costKindLabels, ShipmentStatusChip, statusLabels } from './shipment-labels'
import {
  openShipmentDocument,
  useDeleteShipmentCost,
  useRemoveShipmentCar,
  useShipment,
} from './shipments.api'

type DialogName = 'edit' | 'car' | 'cost' | 'loaded' | 'sailed' | 'arrival' | 'bl'
const nowrap = { whiteSpace: 'nowrap' } as const
/** Columns a phone leaves out: the vehicle cell carries the chassis there instead. */
const wide = { display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' } as const

const Section = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
    <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {action}
    </Stack>
    {children}
  </Box>
)

const lines = (text: string | null) => text && <span style={{ whiteSpace: 'pre-line' }}>{text}</span>

const bookingDetails = (s: Shipment) => [
  {
    label: 'Mode',
    value: `${modeLabels[s.mode]}${s.containerNumber ? ` · ${s.containerNumber} ${s.containerSize ?? ''}` : ''}`,
  },
  { label: 'Shipping line', value: s.shippingLine },
  { label: 'Booking number', value: s.bookingNumber },
  { label: 'Vessel · voyage', value: [s.vessel, s.voyage].filter(Boolean).join(' · ') },
  { label: 'From', value: `${s.portOfLoading}, ${s.loadingCountryName}` },
  { label: 'To', value: `${s.portOfDischarge} → ${s.destinationStationName}, ${s.destinationCountryName}` },
  { label: 'CY cut-off', value: s.cyCutoff },
  { label: 'Document cut-off', value: s.docCutoff },
  { label: 'ETD · departed', value: `${s.etd}${s.departedOn ? ` · ${s.departedOn}` : ''}` },
  { label: 'ETA · arrived', value: `${s.eta}${s.arrivedOn ? ` · ${s.arrivedOn}` : ''}` },
  { label: 'Shipper', value: lines(s.shipper) },
  { label: 'Consignee', value: lines(s.consignee) },
  { label: 'Notify party', value: lines(s.notifyParty) },
  { label: 'B/L', value: [s.blNumber, s.blDate].filter(Boolean).join(' · ') },
  { label: 'Release', value: s.releaseType ? releaseLabels[s.releaseType] : null },
  { label: 'Notes', value: lines(s.notes) },
]

/** The rule's word on a car: its last safe day, and a warning when the ETA breaks it. */
const SafeCell = ({ car }: { car: ShipmentCar }) => (
  <Stack gap={0.5} alignItems="flex-start">
    <span>{car.lastSafeArrival ?? 'No limit'}</span>
    {car.risk && (
      <Tooltip title={car.risk}>
        <Chip
          size="small"
          color={car.overrideReason ? 'warning' : 'error'}
          label={car.overrideReason ? 'Overridden' : 'At risk'}
        />
      </Tooltip>
    )}
  </Stack>
)

/** /shipments/{id}: the booking, its steps, the cars on board with their rules, and the shared costs. */
const ShipmentDetailsPage = () => {
  const id = Number(useParams().id)
  const shipment = useShipment(id)
  const { profile } = useSession()
  const { timeZone } = useBusinessToday()
  const notify = useNotify()
  const removeCar = useRemoveShipmentCar(id)
  const deleteCost = useDeleteShipmentCost(id)
  const [dialog, setDialog] = useState<DialogName>()
  useErrorAlert(shipment.error, shipmentMessages.fetchFailed)
  const s = shipment.data
  if (!s) return shipment.isPending ? <LinearProgress /> : null
  const manage = can(profile?.userRole, 'shipments', 'manage')
  const boarding = manage && (s.status === 'booked' || s.status === 'loaded')
  const open = manage && s.status !== 'arrived'
  const next = { booked: 'loaded', loaded: 'sailed', sailed: 'arrival', arrived: undefined }[s.status] as
    | DialogName
    | undefined
  const nextLabel = { loaded: 'Mark loaded', sailed: 'Mark sailed', arrival: 'Record arrival' } as Record<
    string,
    string
  >
  const reached = shipmentStatuses.indexOf(s.status)
  const eventOf = (status: string) => s.events.find((e) => e.status === status)
  const atRisk = s.carsOnBoard.filter((c) => c.risk && !c.overrideReason)
  const car = (vehicleId: number) => s.carsOnBoard.find((c) => c.vehicleId === vehicleId)

  const confirmThen = async (text: string, act: () => Promise<{ message: string }>) => {
    if (!(await notify.confirm({ title: 'Are you sure?', text }))) return
    act().then(
      (r) => notify.toast(r.message),
      (err) => notify.alert({ title: 'Error!', text: err instanceof Error ? err.message : String(err) }),
    )
  }

  const openDocument = (name: 'instructions' | 'manifest') =>
    openShipmentDocument(s, name).catch((err) =>
      notify.alert({ title: 'Error!', text: errorText(err, 'Failed to open the PDF') }),
    )

  return (
    <Page
      title={`Shipment ${s.reference}`}
      actions={
        <Stack direction="row" gap={1} flexWrap="wrap" useFlexGap alignItems="center">
          <ShipmentStatusChip status={s.status} />
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfOutlined />}
            onClick={() => openDocument('instructions')}
          >
            Shipping instructions
          </Button>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfOutlined />}
            onClick={() => openDocument('manifest')}
          >
            Manifest
          </Button>
          <Button variant="outlined" startIcon={<FactCheckOutlined />} onClick={() => setDialog('bl')}>
            Check B/L draft
          </Button>
          {open && (
            <Button variant="outlined" startIcon={<Edit />} onClick={() => setDialog('edit')}>
              Edit
            </Button>
          )}
          {manage && next && (
            <Button variant="contained" onClick={() => setDialog(next)}>
              {nextLabel[next]}
            </Button>
          )}
        </Stack>
      }
    >
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <Stepper activeStep={reached + 1} alternativeLabel aria-label="Steps">
          {shipmentStatuses.map((status) => {
            const event = eventOf(status)
            return (
              <Step key={status} completed={!!event}>
                <StepLabel
                  optional={
                    event && (
                      <Tooltip
                        title={`Recorded ${formatDateTime(event.at, timeZone)} by ${event.userName ?? '—'}`}
                      >
                        <Typography variant="caption">{event.date}</Typography>
                      </Tooltip>
                    )
                  }
                >
                  {statusLabels[status]}
                </StepLabel>
              </Step>
            )
          })}
        </Stepper>

        {atRisk.length > 0 && (
          <Box
            role="alert"
            sx={{ p: 1.5, borderRadius: 1, bgcolor: 'error.50', border: 1, borderColor: 'error.light' }}
          >
            <Typography fontWeight={600}>
              At the ETA {s.eta}, these cars break their destination rule:
            </Typography>
            {atRisk.map((c) => (
              <Typography key={c.vehicleId} variant="body2">
                {c.risk}
              </Typography>
            ))}
          </Box>
        )}

        <Section title="Booking">
          <DetailGrid items={bookingDetails(s)} />
        </Section>

        <Section
          title={`Cars on board (${s.carsOnBoard.length})`}
          action={
            boarding && (
              <Button startIcon={<Add />} onClick={() => setDialog('car')}>
                Add vehicle
              </Button>
            )
          }
        >
          <TableContainer>
            <Table size="small" aria-label="Cars on board">
              <TableHead>
                <TableRow>
                  <TableCell>Vehicle</TableCell>
                  <TableCell sx={wide}>Chassis</TableCell>
                  <TableCell align="right" sx={wide}>
                    Year · cc · m³
                  </TableCell>
                  <TableCell align="right" sx={wide}>
                    Purchase
                  </TableCell>
                  <TableCell>Last safe arrival</TableCell>
                  {boarding && <TableCell />}
                </TableRow>
              </TableHead>
              <TableBody>
                {s.carsOnBoard.map((c) => (
                  <TableRow key={c.vehicleId}>
                    <TableCell>
                      <MuiLink component={Link} to={`/vehicles/details/${c.vehicleId}`} sx={nowrap}>
                        {c.stockNo}
                      </MuiLink>{' '}
                      {c.model}
                      {c.status === 'sold' && <Chip size="small" label="Sold" sx={{ ml: 1 }} />}
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: { sm: 'none' } }}
                        component="div"
                      >
                        {c.chassisNo}
                      </Typography>
                    </TableCell>
                    <TableCell sx={wide}>{c.chassisNo}</TableCell>
                    <TableCell align="right" sx={wide}>
                      {[c.year ?? '—', c.engineCc ?? '—', c.volumeM3 ?? '—'].join(' · ')}
                    </TableCell>
                    <TableCell align="right" sx={wide}>
                      {c.purchasePrice && c.purchaseCurrency
                        ? formatMoney(c.purchasePrice, c.purchaseCurrency)
                        : '—'}
                    </TableCell>
                    <TableCell>
                      <SafeCell car={c} />
                    </TableCell>
                    {boarding && (
                      <TableCell padding="none">
                        <IconButton
                          aria-label={`Remove ${c.stockNo}`}
                          onClick={() =>
                            confirmThen(
                              `Take ${c.stockNo} off ${s.reference}? Its shared costs are split again.`,
                              () => removeCar.mutateAsync(c.vehicleId),
                            )
                          }
                        >
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
                {s.carsOnBoard.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>No cars on board yet.</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </Section>

        <Section
          title="Shared costs"
          action={
            open && (
              <Button startIcon={<Add />} onClick={() => setDialog('cost')}>
                Add cost
              </Button>
            )
          }
        >
          {s.costs.length === 0 && <Typography color="text.secondary">No shared costs yet.</Typography>}
          <Stack spacing={1.5}>
            {s.costs.map((cost) => (
              <Box key={cost.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1}>
                  <Typography fontWeight={600}>
                    {costKindLabels[cost.kind]} {formatMoney(cost.amount, cost.currency)}
                  </Typography>
                  {open && (
                    <IconButton
                      aria-label={`Delete ${costKindLabels[cost.kind]}`}
                      onClick={() =>
                        confirmThen('Delete this cost and its shares?', () => deleteCost.mutateAsync(cost.id))
                      }
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {cost.date} · split {splitLabels[cost.split]}
                  {cost.note ? ` · ${cost.note}` : ''}
                </Typography>
                <Stack direction="row" gap={1} flexWrap="wrap" useFlexGap sx={{ mt: 1 }}>
                  {cost.shares.map((share) => (
                    <Chip
                      key={share.vehicleId}
                      size="small"
                      variant="outlined"
                      label={`${car(share.vehicleId)?.stockNo ?? share.vehicleId}: ${formatMoney(share.amount, cost.currency)}`}
                    />
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Section>
      </Stack>
      {dialog === 'edit' && <ShipmentDialog shipment={s} onClose={() => setDialog(undefined)} />}
      {dialog === 'car' && <AddCarDialog shipment={s} onClose={() => setDialog(undefined)} />}
      {dialog === 'cost' && <AddCostDialog shipment={s} onClose={() => setDialog(undefined)} />}
      {(dialog === 'loaded' || dialog === 'sailed') && (
        <StepDialog shipment={s} status={dialog} onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'arrival' && <ArrivalDialog shipment={s} onClose={() => setDialog(undefined)} />}
      {dialog === 'bl' && <BlCheckDialog shipment={s} onClose={() => setDialog(undefined)} />}
    </Page>
  )
}

export default ShipmentDetailsPage
