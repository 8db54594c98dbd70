import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { JourneyStep, PipelineStageFigures } from '../../../shared/pipeline'
import { api } from '../../lib/api'

/** GET pipeline: cars and their cost per stage, for one destination or all. */
export const usePipeline = (destinationCountryId?: number) =>
  useQuery({
    queryKey: ['pipeline', destinationCountryId ?? null],
    queryFn: () => api.get<PipelineStageFigures[]>('pipeline', { destinationCountryId }),
    placeholderData: keepPreviousData,
  })

/** GET pipeline/journey: one car's steps in date order. */
export const useJourney = (carId: number) =>
  useQuery({
    queryKey: ['pipeline', 'journey', carId],
    queryFn: () => api.get<JourneyStep[]>('pipeline/journey', { carId }),
  })
