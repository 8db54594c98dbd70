import { sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/select-rows'
import { fieldError } from '../../lib/errors'

/**
 * The dates that bound what may be recorded on a vehicle: bought on, last moved on, sold on (its
 * active sale), and the first thing recorded after the purchase (an expense, a move, a sale or a
 * payment), which the purchase date may not pass.
 */
export type VehicleLife = {
  purchaseDate: string
  lastMoveDate: string | null
  saleDate: string | null
  firstEventDate: string | null
}

export const getVehicleLife = async (db: Queryable, carId: number): Promise<VehicleLife | undefined> => {
  const [row] = await selectRows<VehicleLife>(
    db,
    sql`select v.purchase_date::text as "purchaseDate",
      (select max(m.date)::text from moves m where m.vehicle_id = v.id) as "lastMoveDate",
      (select s.date::text from sales s where s.vehicle_id = v.id and s.status = 'active') as "saleDate",
      least(
        (select min(e.date) from expenses e where e.vehicle_id = v.id),
        (select min(m.date) from moves m where m.vehicle_id = v.id),
        (select min(s.date) from sales s where s.vehicle_id = v.id),
        (select min(p.date) from payments p where p.vehicle_id = v.id)
      )::text as "firstEventDate"
    from vehicles v where v.id = ${carId}`,
  )
  return row
}

type Bound = readonly [what: string, date: string | null | undefined]

/**
 * A business date in the vehicle's life: never after today (in the business's time zone), and on or
 * after each bound given ("the purchase", "the last move", "the sale"). 400 naming the field otherwise.
 */
export const requireDateInLife = (
  field: string,
  label: string,
  date: string,
  today: string,
  ...after: Bound[]
) => {
  if (date > today) throw fieldError(field, `${label} cannot be after today (${today})`)
  for (const [what, bound] of after)
    if (bound && date < bound) throw fieldError(field, `${label} cannot be before ${what} (${bound})`)
}
