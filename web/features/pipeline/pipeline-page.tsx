import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { formatMoney } from '../../../shared/money'
import { type PipelineStage, stageLabels } from '../../../shared/pipeline'
import { CountryFilter } from '../../components/country-filter'
import { Page } from '../../components/page'
import { useErrorAlert } from '../../lib/notify'
import { useCountries } from '../../lib/reference-data'
import { usePipeline } from './pipeline.api'

/** Where a stage's cars are listed. */
const linkOf: Partial<Record<PipelineStage, string>> = {
  booked: '/shipments',
  sailed: '/shipments',
  arrived: '/vehicles/instock',
  in_stock: '/vehicles/instock',
  sold: '/vehicles/soldout',
  bought: '/vehicles/instock',
}

/** /pipeline: every car by stage of its journey, with counts and cost, for one destination or all. */
const PipelinePage = () => {
  const [destination, setDestination] = useState<number>()
  const pipeline = usePipeline(destination)
  const countries = useCountries().data ?? []
  useErrorAlert(pipeline.error, 'Failed to fetch the pipeline')
  return (
    <Page
      title="Pipeline"
      actions={
        <CountryFilter
          countries={countries}
          value={destination}
          onChange={setDestination}
          label="Destination"
          all="Every destination"
        />
      }
    >
      {pipeline.isPending && <LinearProgress />}
      <Grid container spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Stages">
        {pipeline.data?.map((s, i) => (
          <Grid key={s.stage} size={{ xs: 6, sm: 4, md: 2 }} component="li" aria-label={stageLabels[s.stage]}>
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
              <CardActionArea component={Link} to={linkOf[s.stage] ?? '/pipeline'} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="caption" color="text.secondary">
                    {i + 1}. {stageLabels[s.stage]}
                  </Typography>
                  <Typography variant="h4" component="p" fontWeight={600}>
                    {s.cars.toLocaleString('en')}
                  </Typography>
                  <Stack>
                    {s.value.map((v) => (
                      <Typography key={v.currency} variant="body2" color="text.secondary" noWrap>
                        {formatMoney(v.amount, v.currency)}
                      </Typography>
                    ))}
                    {s.value.length === 0 && (
                      <Typography variant="body2" color="text.secondary">
                        —
                      </Typography>
                    )}
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Value is the cars' cost, per currency, for the cars your office keeps.
          {destination ? ' Cars still where they were bought are not bound for any destination yet.' : ''}
        </Typography>
      </Box>
    </Page>
  )
}

export default PipelinePage
