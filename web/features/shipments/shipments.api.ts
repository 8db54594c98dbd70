import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BlCheck, BlCheckInput } from '../../../shared/bl-check'
import type {
  ArrivalInput,
  Shipment,
  ShipmentCostInput,
  ShipmentInput,
  ShipmentRow,
  ShipmentStatus,
} from '../../../shared/shipments'
import type { TableQuery } from '../../components/data-table'
import { api, downloadFile } from '../../lib/api'

export type ShipmentListQuery = TableQuery & { status?: ShipmentStatus }

export const shipmentKeys = {
  all: ['shipments'] as const,
  list: (q: ShipmentListQuery) => ['shipments', 'list', q] as const,
  one: (id: number) => ['shipments', id] as const,
}

/** GET shipments: one page, searched and sorted on the server. */
export const useShipments = (query: ShipmentListQuery) =>
  useQuery({
    queryKey: shipmentKeys.list(query),
    queryFn: () => api.list<ShipmentRow>('shipments', query),
    placeholderData: keepPreviousData,
  })

export const useShipment = (id: number) =>
  useQuery({
    queryKey: shipmentKeys.one(id),
    queryFn: () => api.get<Shipment>(`shipments/${id}`),
    enabled: id > 0,
  })

type Done = { message: string }
const json = <T = Done>(method: string, path: string, body?: unknown) =>
  api.send<T>(method, path, undefined, body === undefined ? {} : { json: body })

/** A write on shipments; the shipments reload, and the vehicles too when cars may have changed. */
const useShipmentWrite = <In, Out = { message: string }>(
  write: (input: In) => Promise<Out>,
  vehicles = false,
) => {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: shipmentKeys.all })
      if (vehicles) qc.invalidateQueries({ queryKey: ['vehicles'] })
    },
  })
}

/** POST shipments, or PUT shipments/:id with the loaded version. */
export const useSaveShipment = () =>
  useShipmentWrite(
    ({ id, values }: { id?: number; values: ShipmentInput }): Promise<{ id: number }> =>
      id
        ? json<Shipment>('PUT', `shipments/${id}`, values)
        : json<{ id: number }>('POST', 'shipments', values),
  )

export const useAddShipmentCar = (id: number) =>
  useShipmentWrite((body: { carId: number; overrideReason?: string }) =>
    json('POST', `shipments/${id}/cars`, body),
  )

export const useRemoveShipmentCar = (id: number) =>
  useShipmentWrite((vehicleId: number) => json('DELETE', `shipments/${id}/cars/${vehicleId}`), true)

export const useAddShipmentCost = (id: number) =>
  useShipmentWrite((body: ShipmentCostInput) => json('POST', `shipments/${id}/costs`, body), true)

export const useDeleteShipmentCost = (id: number) =>
  useShipmentWrite((costId: number) => json('DELETE', `shipments/${id}/costs/${costId}`), true)

export const useStepShipment = (id: number) =>
  useShipmentWrite((body: { status: 'loaded' | 'sailed'; date: string }) =>
    json('POST', `shipments/${id}/steps`, body),
  )

export const useArriveShipment = (id: number) =>
  useShipmentWrite((body: ArrivalInput) => json('POST', `shipments/${id}/arrival`, body), true)

/** Checks a pasted draft B/L against the cars on board; nothing is saved, so nothing reloads. */
export const useCheckBlDraft = (id: number) =>
  useMutation({ mutationFn: (body: BlCheckInput) => json<BlCheck>('POST', `shipments/${id}/bl-check`, body) })

/** Opens one of the shipment's documents for the shipping line in a new tab. */
export const openShipmentDocument = (
  shipment: Pick<Shipment, 'id' | 'reference'>,
  name: 'instructions' | 'manifest',
) =>
  downloadFile(`shipments/${shipment.id}/${name}.pdf`, {
    filename: `${shipment.reference}-${name}.pdf`,
    open: true,
  })
