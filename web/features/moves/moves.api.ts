import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LocationInput, LocationUpdate, Move, MoveInput, MoveResult } from '../../../shared/moves'
import { api } from '../../lib/api'

export const moveKeys = {
  all: ['moves'] as const,
  ofVehicle: (vehicleId: number) => ['moves', vehicleId] as const,
  moves: (vehicleId: number) => ['moves', vehicleId, 'moves'] as const,
  locations: (vehicleId: number) => ['moves', vehicleId, 'locations'] as const,
}

export const useVehicleMoves = (vehicleId: number) =>
  useQuery({
    queryKey: moveKeys.moves(vehicleId),
    queryFn: () => api.get<Move[]>('car/moves', { carId: vehicleId }),
  })

export const useLocationHistory = (vehicleId: number) =>
  useQuery({
    queryKey: moveKeys.locations(vehicleId),
    queryFn: () => api.get<LocationUpdate[]>('car/locations', { carId: vehicleId }),
  })

/**
 * After a location update or a move, reload the vehicle list (and this vehicle's histories);
 * the mutation resolves only once that reload is done, so the caller's completion callback runs after it.
 */
const useReload = () => {
  const qc = useQueryClient()
  return (vehicleId: number) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['vehicles'] }),
      qc.invalidateQueries({ queryKey: moveKeys.ofVehicle(vehicleId) }),
    ])
}

export const useUpdateLocation = () => {
  const reload = useReload()
  return useMutation({
    mutationFn: (input: LocationInput) =>
      api.send<{ id: number; message: string }>('POST', 'car/updatelocation', undefined, { json: input }),
    onSuccess: (_data, input) => reload(input.carId),
  })
}

export const useMoveVehicle = () => {
  const reload = useReload()
  return useMutation({
    mutationFn: (input: MoveInput) => api.send<MoveResult>('POST', 'car/move', undefined, { json: input }),
    onSuccess: (_data, input) => reload(input.carId),
  })
}
