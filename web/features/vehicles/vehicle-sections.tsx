import type { Vehicle } from '../../../shared/vehicles'

/** Sections the details page composes from the expenses and moves features (filled in as they land). */
export const VehicleSections = (_props: { vehicle: Vehicle; onChanged: () => void }) => null
