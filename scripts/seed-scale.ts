/**
 * `npm run seed:scale -- --vehicles 100000`: fills the configured database (DATABASE_URL, else the
 * embedded one in DATA_DIR) with a business of that size, for benchmarks and for trying the app at
 * scale. Everything is generated in SQL, so 100,000 vehicles take seconds on PostgreSQL and about a
 * minute on the embedded database. It refuses a database that already has vehicles.
 *
 * At 100,000 vehicles: 300,000 expenses, 35,000 sales with about 120,000 instalments, about 150,000
 * payments, 2,000 customers, 300 vendors, 40 stations, 200 users, 50 staff with a year of attendance,
 * 5,000 shipments carrying every car that went abroad and 800 booked from Japan's stock, an export
 * file for each shipped car and for one in 40 of Japan's stock, an auction record with its invoice lines
 * (and refunds once claimed) for the 25,000 cars bought at auctions, and monthly exchange rates. Sign in as scale@kuruma.test with the password below (a SuperAdmin).
 */
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { loadConfig } from '../server/config'
import { type Db, openDatabase } from '../server/db/client'
import { migrateDatabase } from '../server/db/migrate'
import { seedReferenceData } from '../server/db/seed'
import { selectRows } from '../server/db/select-rows'
import { lockDataDir } from '../server/lib/data-dir-lock'
import { hashPassword } from '../server/lib/passwords'

export const scaleLogin = { email: 'scale@kuruma.test', password: 'Kuruma-scale1' }

/** The tables whose triggers keep pending balances: off during the bulk load, rebuilt once after. */
const pendingTriggerTables = ['sales', 'instalments', 'payments', 'vehicles']

/** The statements of a business with `n` vehicles (n ≥ 100; the other counts scale with it). */
const statements = (n: number, passwordHash: string) => {
  const customers = Math.max(20, Math.round(n / 50))
  const vendors = Math.max(5, Math.round(n / 333))
  // Shipments: one per 20 vehicles; the last 4% still open (booked, loaded or sailed).
  const shipments = Math.max(48, Math.round(n / 20))
  const open = Math.max(2, Math.round(shipments * 0.04))
  const arrived = shipments - open
  const perStation = Math.floor(arrived / 24)
  return [
    // 40 stations: 16 in Japan, 8 each in Pakistan, the UAE and Kenya (country ids 1–4 of the reference data).
    `insert into stations (name, city, country_id, phone)
      select (array['Yokohama','Nagoya','Osaka','Kobe','Karachi','Lahore','Dubai','Sharjah','Mombasa','Nairobi'])[1 + (g - 1) / 4]
        || ' Yard ' || (1 + (g - 1) % 4), (array['Yokohama','Nagoya','Osaka','Kobe','Karachi','Lahore','Dubai','Sharjah','Mombasa','Nairobi'])[1 + (g - 1) / 4],
        case when g <= 16 then 1 when g <= 24 then 2 when g <= 32 then 3 else 4 end, '+81 45 000 ' || lpad(g::text, 4, '0')
      from generate_series(1, 40) g`,
    `insert into categories (name) select c from unnest(array['Sedan','Hatchback','SUV','Van','Truck','Bus','Kei car','Wagon','Pickup','Coupe','Minivan','Machinery']) c
      where not exists (select 1 from categories x where x.name = c)`,
    `insert into users (first_name, last_name, email, role, country_id, password_hash)
      select 'Scale', 'Owner', '${scaleLogin.email}', 'SuperAdmin', 1, '${passwordHash}'`,
    `insert into users (first_name, last_name, email, role, country_id, password_hash)
      select (array['Aiko','Bilal','Chen','Dina','Emeka','Farah','Goro','Hana','Imran','Juma'])[1 + g % 10], 'User ' || g,
        'user' || g || '@scale.kuruma.test',
        (array['SuperAdmin','MainAdmin','Admin','AgentStock','AgentSales','Accounts'])[1 + g % 6], 1 + g % 4, '${passwordHash}'
      from generate_series(1, 199) g`,
    `insert into vendors (name, type, country_id, currency, phone, email, city)
      select (array['USS','TAA','HAA','JU','Arai','CAA','Honda AA','LAA'])[1 + g % 8] || ' ' ||
        (array['Tokyo','Yokohama','Nagoya','Osaka','Kobe','Fukuoka'])[1 + g % 6] || ' ' || g,
        (array['auction','dealer','showroom','individual'])[1 + g % 4], 1, 'JPY',
        '+81 3 ' || lpad(g::text, 8, '0'), 'vendor' || g || '@scale.kuruma.test', 'Tokyo'
      from generate_series(1, ${vendors}) g`,
    `insert into customers (first_name, last_name, email, phone, whatsapp, country_id, currency, city)
      select (array['Ali','Amina','Brian','Fatima','Hassan','Joseph','Mary','Omar','Peter','Zainab'])[1 + g % 10],
        (array['Khan','Otieno','Rahman','Mwangi','Hussain','Njoroge','Siddiqui','Kamau','Qureshi','Wanjiru'])[1 + (g / 10) % 10] || ' ' || g,
        'customer' || g || '@scale.kuruma.test', '+92 300 ' || lpad(g::text, 7, '0'), '+92 300 ' || lpad(g::text, 7, '0'),
        2 + g % 3, (array['PKR','AED','KES'])[1 + g % 3], (array['Karachi','Dubai','Mombasa'])[1 + g % 3]
      from generate_series(1, ${customers}) g`,
    // Vehicles: bought in Japan over three years; 60% still in a Japanese yard, the rest moved abroad
    // (cost in the destination's currency). About a third are sold, 30–90 days after purchase.
    `insert into vehicles (chassis_no, model, category_id, year, month, colour, mileage_km, engine_cc, vendor_id,
        purchase_date, purchase_price, purchase_currency, country_id, station_id, moved, cost, cost_currency, status)
      select (array['NHP10','GP5','E26','KE2FW','ZVW30','NZE161','GK3','DBA-M','S321V','CBF-TRH200'])[1 + g % 10] || '-' || lpad(g::text, 7, '0'),
        (array['Toyota Aqua','Honda Fit Hybrid','Nissan Caravan','Mazda CX-5','Toyota Prius','Toyota Corolla Axio','Honda Fit','Suzuki Every','Daihatsu Hijet','Toyota HiAce'])[1 + g % 10],
        1 + g % 12, 2012 + g % 12, 1 + g % 12,
        (array['White','Pearl White','Black','Silver','Blue','Red','Grey'])[1 + g % 7], 20000 + (g * 37) % 150000, 1000 + (g % 16) * 100,
        1 + g % ${vendors}, date '2024-01-01' + (g * 1050 / ${n}), 400000 + (g * 7919 % 2500) * 1000, 'JPY',
        st.country_id, st.id, st.country_id <> 1,
        case st.country_id when 1 then 400000 + (g * 7919 % 2500) * 1000 when 2 then (400000 + (g * 7919 % 2500) * 1000) * 1.9
          when 3 then (400000 + (g * 7919 % 2500) * 1000) * 0.025 else (400000 + (g * 7919 % 2500) * 1000) * 0.87 end,
        (array['JPY','PKR','AED','KES'])[st.country_id],
        case when g % 20 < 7 and date '2024-01-01' + (g * 1050 / ${n}) + 30 + g % 60 <= date '2026-11-20' then 'sold' else 'in_stock' end
      from generate_series(1, ${n}) g
      join stations st on st.id = (select min(id) from stations) + case when g % 10 < 6 then g % 16 else 16 + g % 24 end`,
    `insert into moves (vehicle_id, from_station_id, to_station_id, date, rate, move_expenses, cost_before, currency_before, cost_after, currency_after)
      select v.id, (select min(id) from stations) + v.id % 16, v.station_id, v.purchase_date + 14, v.cost / v.purchase_price, 120000,
        v.purchase_price, 'JPY', v.cost, v.cost_currency
      from vehicles v where v.moved`,
    `insert into expenses (vehicle_id, date, kind, amount, currency, details)
      select v.id, v.purchase_date + k * 3, (array['auction fee','transport','inspection','repair','shipping','customs'])[1 + (v.id + k) % 6],
        (10 + (v.id * k) % 90) * 1000, case when k = 3 and v.moved then v.cost_currency else 'JPY' end, null
      from vehicles v, generate_series(1, 3) k`,
    // Sales: to a customer of the vehicle's destination country where there is one, priced in the
    // customer's currency, a down payment and 1–6 monthly instalments.
    `insert into sales (vehicle_id, customer_id, date, price, currency, down_payment)
      select v.id, c.id, v.purchase_date + 30 + v.id % 60,
        round((v.purchase_price * case c.currency when 'PKR' then 2.4 when 'AED' then 0.032 else 1.1 end) / 1000) * 1000,
        c.currency, round((v.purchase_price * case c.currency when 'PKR' then 2.4 when 'AED' then 0.032 else 1.1 end) * 0.3 / 1000) * 1000
      from vehicles v join customers c on c.id = (select min(id) from customers) + (v.id / 20) % ${customers}
      where v.status = 'sold'`,
    `insert into instalments (sale_id, seq, due_date, amount)
      select s.id, k, s.date + k * 30, round((s.price - s.down_payment) / (1 + s.id % 6), 2)
        + case when k = 1 + s.id % 6 then (s.price - s.down_payment) - round((s.price - s.down_payment) / (1 + s.id % 6), 2) * (1 + s.id % 6) else 0 end
      from sales s, generate_series(1, 6) k where k <= 1 + s.id % 6`,
    `insert into payments (vehicle_id, direction, sale_id, customer_id, date, amount, currency, method)
      select s.vehicle_id, 'in', s.id, s.customer_id, s.date, s.down_payment, s.currency, 'cash' from sales s where s.down_payment > 0`,
    // Most instalments that fell due are paid, some late; a fifth of the customers fall behind.
    `insert into payments (vehicle_id, direction, sale_id, customer_id, date, amount, currency, method)
      select s.vehicle_id, 'in', s.id, s.customer_id, i.due_date + i.id % 9, i.amount, s.currency, (array['cash','bank','cheque'])[1 + i.id % 3]
      from instalments i join sales s on s.id = i.sale_id
      where i.due_date + i.id % 9 <= date '2026-11-20' and s.customer_id % 5 <> 0`,
    `insert into payments (vehicle_id, direction, vendor_id, date, amount, currency, method)
      select v.id, 'out', v.vendor_id, v.purchase_date + 7, v.purchase_price, 'JPY', 'bank' from vehicles v where v.id % 5 < 2`,
    `insert into staff (name, national_id, phone, joining_date, country_id, currency, salary, salary_type)
      select (array['Kenji','Asif','Grace','Rashid','Yuki','Samuel','Nadia','Takeshi','Ruth','Kamal'])[1 + g % 10] || ' ' || g,
        'ID-' || lpad(g::text, 6, '0'), '+81 90 ' || lpad(g::text, 8, '0'), date '2024-04-01' + g * 5, 1 + g % 4,
        (array['JPY','PKR','AED','KES'])[1 + g % 4],
        case g % 3 when 0 then 250000 when 1 then 12000 else 1500 end, (array['Monthly','Daily','Hourly'])[1 + g % 3]
      from generate_series(1, 50) g`,
    `insert into attendance (staff_id, date, status, overtime_minutes, late_minutes)
      select s.id, d::date, case when extract(dow from d) = 0 then 'Paid holiday' when (s.id + extract(doy from d)::int) % 23 = 0 then 'Absent'
          when (s.id + extract(doy from d)::int) % 31 = 0 then 'Leave' else 'Present' end,
        case when (s.id + extract(doy from d)::int) % 7 = 0 then 60 else 0 end, case when (s.id + extract(doy from d)::int) % 11 = 0 then 15 else 0 end
      from staff s, generate_series(date '2025-11-23', date '2026-11-22', interval '1 day') d`,
    // Shipments from Yokohama to the 24 stations abroad; shipment g (0-based) goes to abroad station g % 24.
    `insert into shipments (mode, container_number, container_size, shipping_line, booking_number, vessel, voyage,
        loading_country_id, port_of_loading, port_of_discharge, destination_station_id, etd, eta, departed_on, arrived_on,
        consignee, status)
      select case when g % 4 = 0 then 'container' else 'roro' end,
        case when g % 4 = 0 then 'MSCU' || lpad(g::text, 7, '0') end, case when g % 4 = 0 then '40ft' end,
        (array['NYK Line','MOL ACE','K Line','Hoegh Autoliners','MSC'])[1 + g % 5], 'BK' || lpad(g::text, 8, '0'),
        (array['Morning Cara','Leo Leader','Hoegh Tracer','MSC Aurora','Courage Ace'])[1 + g % 5], (100 + g % 900)::text,
        1, 'Yokohama', (array['Karachi','Jebel Ali','Mombasa'])[1 + (g % 24) / 8],
        (select min(id) from stations) + 16 + g % 24, d.etd, d.etd + 30,
        case when g < ${arrived} or g % 3 = 2 then d.etd end, case when g < ${arrived} then d.etd + 30 end,
        'Kuruma Motors branch ' || g % 24,
        case when g < ${arrived} then 'arrived' else (array['booked','loaded','sailed'])[1 + g % 3] end
      from generate_series(0, ${shipments - 1}) g,
        lateral (select case when g < ${arrived} then date '2024-01-01' + g * 1000 / ${arrived}
          else date '2026-11-01' + g % 30 end as etd) d
      order by g`,
    `insert into shipment_events (shipment_id, status, date)
      select s.id, e.status, case e.status when 'booked' then s.etd - 10 when 'loaded' then s.etd - 1
          when 'sailed' then s.etd else s.arrived_on end
      from shipments s
      join unnest(array['booked','loaded','sailed','arrived']) with ordinality e(status, k)
        on k <= array_position(array['booked','loaded','sailed','arrived'], s.status)`,
    // Every car abroad came on an arrived shipment to its station; one in 50 of Japan's stock is booked.
    `insert into shipment_cars (shipment_id, vehicle_id, open)
      select (select min(id) from shipments) + (v.station_id - (select min(id) from stations) - 16) + 24 * (v.id % ${Math.max(1, perStation)}),
        v.id, false
      from vehicles v where v.moved`,
    `insert into shipment_cars (shipment_id, vehicle_id, open)
      select (select min(id) from shipments) + ${arrived} + (v.id / 50) % ${open}, v.id, true
      from vehicles v where not v.moved and v.status = 'in_stock' and v.id % 50 = 0`,
    `insert into shipment_costs (shipment_id, kind, date, amount, currency, split)
      select s.id, 'freight', s.etd - 2, 900 * count(*), 'USD', 'even'
      from shipments s join shipment_cars c on c.shipment_id = s.id group by s.id, s.etd`,
    `insert into expenses (vehicle_id, date, kind, amount, currency, details, shipment_cost_id)
      select c.vehicle_id, k.date, 'shipping', 900, 'USD', 'Share of freight on SH-' || lpad(k.shipment_id::text, 6, '0') || ', split evenly', k.id
      from shipment_costs k join shipment_cars c on c.shipment_id = k.shipment_id`,
    // Export files: every shipped car deregistered before its ETD, with a permit once it sailed; a third
    // of the departed ones have their recycle refund claimed. One in 40 of Japan's stock waits with its
    // certificate out.
    `insert into export_files (vehicle_id, dereg_applied_on, dereg_certificate_no, planned_export_on, dereg_issued_on,
        export_permit_no, export_permit_on, recycle_claimed_on, recycle_amount)
      select c.vehicle_id, s.etd - 20, 'EXC-' || lpad(c.vehicle_id::text, 8, '0'), s.etd + 5, s.etd - 18,
        case when s.departed_on is not null then 'EP-' || lpad(c.vehicle_id::text, 8, '0') end, s.departed_on - 2,
        case when s.departed_on is not null and c.vehicle_id % 3 = 0 then s.departed_on + 60 end,
        case when s.departed_on is not null and c.vehicle_id % 3 = 0 then 11000 + c.vehicle_id % 5 * 500 end
      from shipment_cars c join shipments s on s.id = c.shipment_id`,
    `insert into export_files (vehicle_id, dereg_applied_on, dereg_certificate_no, planned_export_on, dereg_issued_on)
      select v.id, v.purchase_date + 5, 'EXC-' || lpad(v.id::text, 8, '0'), v.purchase_date + 90, v.purchase_date + 7
      from vehicles v
      where not v.moved and v.status = 'in_stock' and v.id % 40 = 1
        and not exists (select 1 from shipment_cars c where c.vehicle_id = v.id)`,
    // Auction purchases: every car from an auction vendor has its sheet and the invoice's parts as typed
    // cost lines; the auction is paid within its 3 days except for the last weeks' purchases.
    `insert into auction_purchases (vehicle_id, venue, sale_date, lot_no, overall_grade, interior_grade, exterior_grade, sheet_mileage_km)
      select v.id, d.name, v.purchase_date, lpad(v.id::text, 6, '0'),
        (array['S','6','5','4.5','4','3.5','3','R'])[1 + v.id % 8], (array['A','B','C','D'])[1 + v.id % 4],
        (array['A','B','C','D','E'])[1 + v.id % 5], v.mileage_km
      from vehicles v join vendors d on d.id = v.vendor_id where d.type = 'auction'`,
    `update vehicles v set vendor_due_date = v.purchase_date + 3 from auction_purchases a where a.vehicle_id = v.id`,
    `insert into expenses (vehicle_id, date, kind, amount, currency, details, line_kind)
      select a.vehicle_id, a.sale_date, 'auction fee',
        case l.kind when 'consumption_tax' then round(v.purchase_price * 0.1) when 'recycle_deposit' then 11340 + v.id % 5 * 500
          when 'auction_fee' then 22000 else 2200 end,
        'JPY', 'Auction invoice', l.kind
      from auction_purchases a join vehicles v on v.id = a.vehicle_id,
        unnest(array['consumption_tax','recycle_deposit','auction_fee','fee_tax']) l(kind)`,
    `insert into payments (vehicle_id, direction, vendor_id, date, amount, currency, method)
      select v.id, 'out', v.vendor_id, v.purchase_date + 2, v.purchase_price, 'JPY', 'bank'
      from vehicles v join auction_purchases a on a.vehicle_id = v.id
      where v.id % 5 >= 2 and v.purchase_date < date '2026-11-01'`,
    // Refunds: half the recycle claims of auction cars are received (the deposit less the fee), and the
    // consumption tax of cars exported before the business year ended in March 2026 is claimed and back.
    `update export_files f set recycle_received_on = f.recycle_claimed_on + 30
      from auction_purchases a where a.vehicle_id = f.vehicle_id and f.recycle_claimed_on is not null
        and f.vehicle_id % 7 < 4 and f.recycle_claimed_on + 30 <= date '2026-11-20'`,
    `insert into expenses (vehicle_id, date, kind, amount, currency, details, line_kind)
      select f.vehicle_id, f.recycle_received_on, 'other', -f.recycle_amount, 'JPY', 'Recycle deposit refunded', 'recycle_refund'
      from export_files f where f.recycle_received_on is not null`,
    `update export_files f set tax_claim_period_end = y.period_end, tax_refund_amount = t.amount,
        tax_refunded_on = y.period_end + 75
      from (select sc.vehicle_id, max(s.departed_on) as departed_on from shipment_cars sc
              join shipments s on s.id = sc.shipment_id where s.departed_on is not null group by sc.vehicle_id) x,
        lateral (select make_date(extract(year from x.departed_on + interval '9 months')::int, 3, 31) as period_end) y,
        lateral (select sum(e.amount) as amount from expenses e where e.vehicle_id = x.vehicle_id
          and e.line_kind in ('consumption_tax', 'fee_tax')) t
      where x.vehicle_id = f.vehicle_id and t.amount is not null and x.departed_on < date '2026-04-01'`,
    `insert into expenses (vehicle_id, date, kind, amount, currency, details, line_kind)
      select f.vehicle_id, f.tax_refunded_on, 'other', -f.tax_refund_amount, 'JPY', 'Consumption tax refunded', 'tax_refund'
      from export_files f where f.tax_refunded_on is not null`,
    `insert into exchange_rates (currency, base, date, rate)
      select c, 'USD', (date '2024-01-01' + (m || ' month')::interval)::date,
        case c when 'JPY' then 0.0068 when 'PKR' then 0.0036 when 'AED' then 0.2723 else 0.0077 end * (1 + (m % 5) * 0.004)
      from unnest(array['JPY','PKR','AED','KES']) c, generate_series(0, 35) m
      on conflict do nothing`,
  ]
}

/**
 * Fills `db` (migrated, with reference data, no vehicles yet) with a business of `vehicles` vehicles.
 * The pending triggers are off during the load and pending is rebuilt once at the end.
 */
export const seedScale = async (db: Db, vehicles: number) => {
  const passwordHash = await hashPassword(scaleLogin.password)
  const run = (statement: string) => db.execute(sql.raw(statement))
  for (const table of pendingTriggerTables) await run(`alter table ${table} disable trigger user`)
  try {
    for (const statement of statements(vehicles, passwordHash)) await run(statement)
  } finally {
    for (const table of pendingTriggerTables) await run(`alter table ${table} enable trigger user`)
  }
  await run('select rebuild_pending()')
  await run('vacuum analyze')
}

const counted = [
  'vehicles',
  'shipments',
  'shipment_cars',
  'export_files',
  'auction_purchases',
  'expenses',
  'sales',
  'instalments',
  'payments',
  'customers',
  'vendors',
  'users',
  'staff',
  'attendance',
]

/** How many rows each seeded table holds. */
export const tableCounts = async (db: Db) => {
  const counts: Record<string, number> = {}
  for (const table of counted) {
    const [row] = await selectRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`))
    counts[table] = row!.n
  }
  return counts
}

/**
 * Opens the database (PostgreSQL at `url`, else the embedded one in `dataDir`), migrates it and fills
 * it with a business of `vehicles` vehicles. Refuses one that already has vehicles.
 */
export const seedScaleDatabase = async (target: { url?: string; dataDir: string }, vehicles: number) => {
  const unlock = target.url ? () => {} : lockDataDir(target.dataDir)
  const database = await openDatabase({ url: target.url, dir: target.dataDir })
  try {
    await migrateDatabase(database)
    await seedReferenceData(database.db)
    const [existing] = await selectRows<{ any: boolean }>(
      database.db,
      sql`select exists (select 1 from vehicles) as any`,
    )
    if (existing!.any) throw new Error('This database already has vehicles; seed:scale fills an empty one.')
    const started = Date.now()
    await seedScale(database.db, vehicles)
    return {
      kind: database.kind,
      seconds: (Date.now() - started) / 1000,
      counts: await tableCounts(database.db),
    }
  } finally {
    await database.close()
    unlock()
  }
}

const main = async () => {
  const { values } = parseArgs({ options: { vehicles: { type: 'string', default: '100000' } } })
  const vehicles = Number(values.vehicles)
  if (!Number.isInteger(vehicles) || vehicles < 100 || vehicles > 2_000_000) {
    throw new Error('--vehicles must be a whole number from 100 to 2,000,000')
  }
  const config = loadConfig()
  const { kind, seconds, counts } = await seedScaleDatabase(
    { url: config.DATABASE_URL, dataDir: config.dataDir },
    vehicles,
  )
  console.log(
    `Seeded the ${kind} database in ${seconds.toFixed(1)} s:`,
    Object.entries(counts)
      .map(([table, n]) => `${n.toLocaleString('en')} ${table}`)
      .join(', '),
  )
  console.log(`Sign in as ${scaleLogin.email} / ${scaleLogin.password}`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error((err as Error).message)
    process.exit(1)
  })
}
