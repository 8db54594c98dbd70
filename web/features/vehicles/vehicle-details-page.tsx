import EditOutlined from '@mui/icons-material/EditOutlined'
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined'
import Print from '@mui/icons-material/Print'
import { Box, Button, Chip, Grid, LinearProgress, Paper, Stack, Typography } from '@mui/material'
import { Link, useParams } from 'react-router-dom'
import { messages } from '../../../shared/messages'
import { formatMoney } from '../../../shared/money'
import { can } from '../../../shared/permissions'
import { type Vehicle, volumeM3, yearMonth } from '../../../shared/vehicles'
import { DetailGrid } from '../../components/detail-grid'
import { Page } from '../../components/page'
import { errorText } from '../../lib/api'
import { useErrorAlert, useNotify } from '../../lib/notify'
import { SafeArrivals } from '../destination-rules'
import { useSession } from '../session'
import { CostSheet } from './cost-sheet'
import { PhotoGallery } from './photo-gallery'
import { VehicleSections } from './vehicle-sections'
import { downloadVehicleSheet, useCostSheet, useVehicle } from './vehicles.api'

const Card = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
    <Typography variant="subtitle1" fontWeight={600} sx={{ mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Paper>
)

/** "4,540 × 1,760 × 1,490 mm (11.91 m³)", or null until all three are recorded. */
const dimensions = (v: Vehicle) => {
  const m3 = volumeM3(v)
  if (!m3) return null
  const mm = [v.lengthMm, v.widthMm, v.heightMm].map((n) => n!.toLocaleString('en')).join(' × ')
  return `${mm} mm (${m3} m³)`
}

const otherOfficeMoney =
  "This vehicle is stocked by another country's office: its purchase price, costs, payments and profit are theirs."

/** /vehicles/details/{id}: photos, every field, the cost sheet, expenses and histories; printable. */
const VehicleDetailsPage = () => {
  const id = Number(useParams().id)
  const vehicle = useVehicle(id)
  const sheet = useCostSheet(id, vehicle.data?.moneyVisible === true)
  const { profile } = useSession()
  const notify = useNotify()
  useErrorAlert(vehicle.error, messages.vehicles.fetchOneFailed)
  const v = vehicle.data
  if (!v) return vehicle.isPending ? <LinearProgress /> : null
  const spec = (label: string, value: unknown) => ({
    label,
    value: value === null || value === undefined ? null : String(value),
  })
  return (
    <Page
      title={`${v.stockNo} · ${v.model}`}
      actions={
        <Stack direction="row" spacing={1} className="no-print">
          <Chip
            label={v.status === 'sold' ? 'Sold' : 'In stock'}
            color={v.status === 'sold' ? 'default' : 'success'}
          />
          {can(profile?.userRole, 'vehicles', 'update') && v.moneyVisible && (
            <Button
              component={Link}
              to={`/vehicles/edit/${v.id}`}
              variant="outlined"
              startIcon={<EditOutlined />}
            >
              Edit
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfOutlined />}
            onClick={() =>
              downloadVehicleSheet(v.id, v.stockNo).catch((err) =>
                notify.alert({
                  title: messages.common.errorTitle,
                  text: errorText(err, 'Failed to make the PDF'),
                }),
              )
            }
          >
            PDF
          </Button>
          <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
            Print
          </Button>
        </Stack>
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <PhotoGallery photos={v.photos} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card title="Identity and location">
            <DetailGrid
              items={[
                spec('Chassis no.', v.chassisNo),
                spec('Model code', v.modelCode),
                spec('Category', v.categoryName),
                spec('Year', yearMonth(v.year, v.month)),
                spec('First registration', yearMonth(v.firstRegYear, v.firstRegMonth)),
                spec('Colour', v.colour),
                spec('Station', `${v.stationName}, ${v.countryName}`),
                spec('Where it is now', v.location),
              ]}
            />
          </Card>
        </Grid>
        {/* The whole width: each cost line reads on one row, its conversion noted beside it. */}
        <Grid size={12}>
          <Card title="Cost sheet">
            {v.moneyVisible ? (
              <CostSheet vehicle={v} sheet={sheet.data} />
            ) : (
              <Typography color="text.secondary">{otherOfficeMoney}</Typography>
            )}
          </Card>
        </Grid>
        <Grid size={12}>
          <Card title="Where it may still go">
            <SafeArrivals vehicle={v} />
          </Card>
        </Grid>
        <Grid size={12}>
          <Card title="Specification">
            <DetailGrid
              items={[
                spec('Body type', v.bodyType),
                spec('Engine', v.engineCc ? `${v.engineCc.toLocaleString('en')} cc` : null),
                spec('Mileage', v.mileageKm !== null ? `${v.mileageKm.toLocaleString('en')} km` : null),
                spec('Seats', v.seats),
                spec('Doors', v.doors),
                spec('Cylinders', v.cylinders),
                spec('Horsepower', v.horsepower),
                spec('Dimensions', dimensions(v)),
                spec('Steering', v.steering),
                spec('Drive', v.drive),
                spec('Transmission', v.transmission),
                spec('Fuel', v.fuel),
                spec('Condition', v.condition),
              ]}
            />
            {v.details && (
              <Box sx={{ mt: 2 }}>
                <Typography variant="caption" color="text.secondary">
                  Details
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{v.details}</Typography>
              </Box>
            )}
          </Card>
        </Grid>
        <Grid size={12}>
          <Card title="Purchase">
            <DetailGrid
              items={[
                { label: 'Vendor', value: v.vendorName },
                spec('Purchase date', v.purchaseDate),
                { label: 'Price', value: formatMoney(v.purchasePrice, v.purchaseCurrency) },
                spec('Pay vendor by', v.vendorDueDate),
                spec('Purchase details', v.purchaseDetails),
              ]}
            />
          </Card>
        </Grid>
        <Grid size={12}>
          <VehicleSections vehicle={v} onChanged={() => vehicle.refetch()} />
        </Grid>
      </Grid>
    </Page>
  )
}

export default VehicleDetailsPage
