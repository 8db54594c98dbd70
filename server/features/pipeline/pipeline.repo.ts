import { sql } from 'drizzle-orm'
import type { JourneyStep, PipelineStage, PipelineStageFigures } from '../../../shared/pipeline'
import { pipelineStages } from '../../../shared/pipeline'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/select-rows'

/**
 * Each car's stage and the country it is bound for or stands in, in one pass over the vehicles: its
 * open shipment (at most one) by the open-car index, and the stations closed shipments delivered it to,
 * joined once as a set (as a correlated EXISTS, its estimate turns the plan into a sort on disk).
 */
const carStages = sql`
  select v.id, v.cost, v.cost_currency, v.country_id,
    case
      when v.status = 'sold' then 'sold'
      when s.status in ('booked', 'loaded') then 'booked'
      when s.status = 'sailed' then 'sailed'
      when a.vehicle_id is not null then 'arrived'
      when v.moved then 'in_stock'
      else 'bought'
    end as stage,
    coalesce(dest.country_id, v.country_id) as bound_for
  from vehicles v
  left join shipment_cars sc on sc.vehicle_id = v.id and sc.open
  left join shipments s on s.id = sc.shipment_id
  left join stations dest on dest.id = s.destination_station_id
  left join (
    select distinct c2.vehicle_id, d.destination_station_id as station_id
    from shipment_cars c2 join shipments d on d.id = c2.shipment_id
    where not c2.open
  ) a on a.vehicle_id = v.id and a.station_id = v.station_id`

type Row = { stage: PipelineStage; currency: string; cars: number; amount: string; counted: boolean }

/**
 * Cars and their cost per stage. `scope` (a non-owner's country) keeps the cars standing in it or bound
 * for it, and adds the cost only of the cars standing in it; `destination` keeps the cars bound for or
 * standing in that country — a car still where it was bought is bound nowhere yet, so it leaves the
 * filtered view.
 */
export const pipelineFigures = async (
  db: Queryable,
  scope: number | undefined,
  destination: number | undefined,
): Promise<PipelineStageFigures[]> => {
  const rows = await selectRows<Row>(
    db,
    sql`with c as (${carStages})
      select stage, cost_currency as currency, count(*)::int as cars,
        coalesce(sum(cost) filter (where ${scope ?? null}::int is null or country_id = ${scope ?? null}::int), 0)::text as amount,
        bool_or(${scope ?? null}::int is null or country_id = ${scope ?? null}::int) as counted
      from c
      where (${scope ?? null}::int is null or country_id = ${scope ?? null}::int or bound_for = ${scope ?? null}::int)
        and (${destination ?? null}::int is null or (bound_for = ${destination ?? null}::int and stage <> 'bought'))
      group by stage, cost_currency
      order by stage, cost_currency`,
  )
  return pipelineStages.map((stage) => {
    const of = rows.filter((r) => r.stage === stage)
    return {
      stage,
      cars: of.reduce((n, r) => n + r.cars, 0),
      value: of.filter((r) => r.counted).map((r) => ({ currency: r.currency, amount: r.amount })),
    }
  })
}

/** A car's journey: its purchase, every step of each shipment it was on, its moves, location notes and sale. */
export const vehicleJourney = (db: Queryable, carId: number, timeZone: string) =>
  selectRows<JourneyStep>(
    db,
    sql`select key, date, kind, title, detail, "shipmentId" from (
      select 'purchase-' || v.id as key, v.purchase_date::text as date, 'purchase' as kind, 'Bought' as title,
        st.name as detail, null::int as "shipmentId", 0 as ord, v.created_at as at
      from vehicles v join stations st on st.id = coalesce(
        (select m.from_station_id from moves m where m.vehicle_id = v.id order by m.date, m.id limit 1), v.station_id)
      where v.id = ${carId}
      union all
      select 'shipment-' || e.id, e.date::text, 'shipment', initcap(e.status) || ' · SH-' || lpad(s.id::text, 6, '0'),
        s.port_of_loading || ' → ' || s.port_of_discharge || coalesce(' · ' || s.vessel, ''), s.id, 1, e.at
      from shipment_cars sc join shipments s on s.id = sc.shipment_id
      join shipment_events e on e.shipment_id = s.id
      where sc.vehicle_id = ${carId}
      union all
      select 'move-' || m.id, m.date::text, 'move', 'Moved to ' || t.name, 'from ' || f.name || coalesce(' · ' || m.details, ''),
        null, 2, m.created_at
      from moves m join stations f on f.id = m.from_station_id join stations t on t.id = m.to_station_id
      where m.vehicle_id = ${carId}
      union all
      select 'location-' || l.id, (l.at at time zone ${timeZone})::date::text, 'location', l.location, null, null, 3, l.at
      from location_updates l where l.vehicle_id = ${carId}
      union all
      select 'sale-' || s.id, s.date::text, 'sale', 'Sold', null, null, 4, s.created_at
      from sales s where s.vehicle_id = ${carId} and s.status = 'active'
    ) j order by date, ord, at`,
  )
