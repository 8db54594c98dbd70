/**
 * `npm run bench`: the list endpoints at scale on the embedded database (or TEST_DATABASE_URL's PostgreSQL).
 * Seeds 100,000 vehicles and 10,000 customers and vendors with SQL, then times the pages staff open all day.
 * Bounded: a fixed number of requests against app.inject, nothing leaves the process.
 */
import { sql } from 'drizzle-orm'
import { createTestApp } from '../server/test/test-app'

const t = await createTestApp()
const admin = await t.as('SuperAdmin')
const started = Date.now()
// A bulk load: the pending triggers are off while seeding, and pending is rebuilt once at the end.
const pendingTriggers = ['sales', 'instalments', 'payments', 'vehicles']
for (const table of pendingTriggers) await t.db.execute(sql.raw(`alter table ${table} disable trigger user`))
await t.db.execute(
  sql`insert into stations (name, city, country_id) select 'Bench Station ' || g, 'City ' || g, 1 + g % 4 from generate_series(1, 40) g`,
)
await t.db.execute(
  sql`insert into categories (name) select 'Bench Category ' || g from generate_series(1, 12) g`,
)
await t.db.execute(sql`insert into vendors (name, type, country_id, currency, phone, email, city)
  select 'Bench Vendor ' || g, 'dealer', 1, 'JPY', '+8190' || lpad(g::text, 8, '0'), 'vendor' || g || '@bench.test', 'Tokyo' from generate_series(1, 10000) g`)
await t.db.execute(sql`insert into customers (first_name, last_name, email, phone, country_id, currency, city)
  select 'Customer', 'No ' || g, 'customer' || g || '@bench.test', '+9230' || lpad(g::text, 8, '0'), 2, 'PKR', 'Karachi' from generate_series(1, 10000) g`)
await t.db.execute(sql`insert into vehicles (chassis_no, model, category_id, year, colour, vendor_id, purchase_date, purchase_price, purchase_currency,
    country_id, station_id, cost, cost_currency, status)
  select 'BENCH-' || lpad(g::text, 7, '0'), (array['Toyota Prius S','Honda Fit','Nissan Caravan','Mazda CX-5'])[1 + g % 4], 1 + g % 12, 2010 + g % 14,
    (array['White','Black','Silver','Blue'])[1 + g % 4], 1 + g % 10000, date '2025-01-01' + (g % 680), 500000 + (g % 3000) * 1000, 'JPY',
    1, 1 + g % 40, 500000 + (g % 3000) * 1000, 'JPY', case when g % 3 = 0 then 'sold' else 'in_stock' end from generate_series(1, 100000) g`)
await t.db.execute(sql`insert into expenses (vehicle_id, date, kind, amount, currency)
  select 1 + g % 100000, date '2025-06-01', 'transport', 25000, case when g % 5 = 0 then 'USD' else 'JPY' end from generate_series(1, 150000) g`)
// Money: every sold vehicle (a third) sold on three monthly instalments to one of the customers, the
// down payment paid; half the purchases paid to the vendor.
await t.db.execute(sql`insert into sales (vehicle_id, customer_id, date, price, currency, down_payment)
  select v.id, 1 + v.id % 10000, date '2025-06-01' + (v.id % 400), 900000 + (v.id % 500) * 1000, 'PKR', 300000
  from vehicles v where v.status = 'sold'`)
await t.db.execute(sql`insert into instalments (sale_id, seq, due_date, amount)
  select s.id, k, s.date + (k * 30), (s.price - s.down_payment) / 3 from sales s, generate_series(1, 3) k`)
await t.db.execute(sql`insert into payments (vehicle_id, direction, sale_id, customer_id, date, amount, currency, method)
  select s.vehicle_id, 'in', s.id, s.customer_id, s.date, s.down_payment, 'PKR', 'cash' from sales s`)
await t.db.execute(sql`insert into payments (vehicle_id, direction, vendor_id, date, amount, currency, method)
  select v.id, 'out', v.vendor_id, v.purchase_date, v.purchase_price, 'JPY', 'bank' from vehicles v where v.id % 2 = 0`)
for (const table of pendingTriggers) await t.db.execute(sql.raw(`alter table ${table} enable trigger user`))
await t.db.execute(sql`select rebuild_pending()`)
await t.db.execute(sql`analyze`)
console.log(
  `seeded 100,000 vehicles, 150,000 expenses, 10,000 vendors and customers, 33,333 sales with 100,000 instalments and 83,333 payments in ${((Date.now() - started) / 1000).toFixed(1)} s (${t.kind})`,
)

const cases: [string, string][] = [
  ['vehicles: first page, newest first', '/api/car/GetAll?page=1&pageSize=50'],
  ['vehicles: page 1,500', '/api/car/GetAll?page=1500&pageSize=50'],
  ['vehicles: search chassis', '/api/car/GetAll?page=1&pageSize=50&q=BENCH-00777'],
  ['vehicles: search model', '/api/car/GetAll?page=1&pageSize=50&q=caravan'],
  ['vehicles: in stock at a station', '/api/car/getinstockcars?page=1&pageSize=50&stationId=7'],
  ['vehicles: sold, by price', '/api/car/getsoldcars?page=1&pageSize=50&sort=-purchasePrice'],
  ['vehicles: counts per status', '/api/car/counts?categoryId=3'],
  ['vehicles: one vehicle', '/api/car/GetAll/54321'],
  ['customers: first page', '/api/customer?page=1&pageSize=50'],
  ['customers: search phone', '/api/customer?page=1&pageSize=50&q=00004242'],
  ['vendors: search', '/api/vendor?page=1&pageSize=50&q=Vendor 999'],
  ['pending: one customer (purchases)', '/api/customer/allpurchases?Id=4242'],
  ['pending: one vendor (purchases)', '/api/vendor/allpurchases?Id=4242'],
  [
    'dashboard: pending list, first page',
    '/api/Dashboard/PendingPaymentDetails?type=customer&page=1&pageSize=25',
  ],
  [
    'dashboard: pending list, one country',
    '/api/Dashboard/PendingPaymentDetails?CountryId=2&page=1&pageSize=25',
  ],
  ['dashboard: pending list, search', '/api/Dashboard/PendingPaymentDetails?q=No 4242&page=1&pageSize=25'],
  [
    'dashboard: pending list, overdue page 40',
    '/api/Dashboard/PendingPaymentDetails?overdue=true&page=40&pageSize=25',
  ],
  ['dashboard: pending list, all 15,000 rows', '/api/Dashboard/PendingPaymentDetails'],
  ['dashboard: pending terms', '/api/Dashboard/PendingTerms'],
  ['dashboard: stats', '/api/Dashboard/stats'],
  ['reports: by customer, first page', '/api/Reports/bycustomer?page=1&pageSize=25'],
  ['reports: by customer, totals', '/api/Reports/bycustomer/totals'],
  ['reports: one customer', '/api/Reports/bycustomer?CustomerId=4242&page=1&pageSize=25'],
]
const runs = 15
console.log(`\n${'request'.padEnd(38)} ${'median'.padStart(8)} ${'p95'.padStart(8)}  rows`)
for (const [name, url] of cases) {
  const times: number[] = []
  let rows = 0
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    const res = await t.app.inject({ url, headers: admin.headers })
    times.push(performance.now() - t0)
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`)
    const body = res.json()
    rows = Array.isArray(body) ? body.length : 1
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(runs / 2)]!
  const p95 = times[Math.floor(runs * 0.95)]!
  console.log(
    `${name.padEnd(38)} ${median.toFixed(1).padStart(6)}ms ${p95.toFixed(1).padStart(6)}ms  ${rows}`,
  )
}
await t.close()
