/** The requests staff make all day, as the bench times them. Ids come from the seeded database. */
export type Ids = {
  customerId: number
  vendorId: number
  stationId: number
  vehicleId: number
  chassis: string
  shipmentId: number
}

/**
 * The ids the cases ask for, read from the seeded database through `one` (a statement's first row): the
 * busiest customer and vendor, the station with the most stock, a sold vehicle in the middle of the list,
 * the shipment with the most cars.
 */
export const findIds = async (one: (text: string) => Promise<Record<string, unknown>>): Promise<Ids> => {
  const customer = await one(
    'select customer_id as id from sales group by 1 order by count(*) desc, 1 limit 1',
  )
  const vendor = await one(
    'select vendor_id as id from vehicles group by 1 order by count(*) desc, 1 limit 1',
  )
  const station = await one(
    "select station_id as id from vehicles where status = 'in_stock' group by 1 order by count(*) desc limit 1",
  )
  const vehicle = await one(
    "select id, chassis_no as chassis from vehicles where status = 'sold' order by id offset 17000 limit 1",
  )
  const shipment = await one(
    'select shipment_id as id from shipment_cars group by 1 order by count(*) desc, 1 limit 1',
  )
  return {
    shipmentId: shipment.id as number,
    customerId: customer.id as number,
    vendorId: vendor.id as number,
    stationId: station.id as number,
    vehicleId: vehicle.id as number,
    chassis: vehicle.chassis as string,
  }
}

export type Case = {
  name: string
  path: string
  /** POST body (login); absent for GET. */
  body?: unknown
  /** Timed at one client only (login is the password hash's work by design). */
  oneClientOnly?: boolean
}

export const reportKinds = ['bycustomer', 'byvendor', 'bypurchasecountry', 'bysalecountry', 'byavailability']

export const benchCases = (ids: Ids, login: { email: string; password: string }): Case[] => [
  { name: 'vehicles: first page', path: '/api/car/GetAll?page=1&pageSize=25' },
  { name: 'vehicles: page 1,500', path: '/api/car/GetAll?page=1500&pageSize=25' },
  { name: 'vehicles: chassis search', path: `/api/car/GetAll?page=1&pageSize=25&q=${ids.chassis}` },
  { name: 'vehicles: one vehicle', path: `/api/car/GetAll/${ids.vehicleId}` },
  {
    name: 'vehicles: in stock at a station',
    path: `/api/car/getinstockcars?page=1&pageSize=25&stationId=${ids.stationId}`,
  },
  { name: 'users: first page', path: '/api/users?page=1&pageSize=25' },
  { name: 'stations (picker)', path: '/api/Station?page=1&pageSize=20' },
  { name: 'customer ledger', path: `/api/customer/ledger?Id=${ids.customerId}` },
  { name: 'vendor ledger', path: `/api/vendor/ledger?Id=${ids.vendorId}` },
  { name: 'customer purchases', path: `/api/customer/allpurchases?Id=${ids.customerId}` },
  { name: 'vendor purchases', path: `/api/vendor/allpurchases?Id=${ids.vendorId}` },
  { name: 'dashboard: stats', path: '/api/Dashboard/stats' },
  { name: 'shipments: first page', path: '/api/shipments?page=1&pageSize=25' },
  { name: 'shipments: one shipment', path: `/api/shipments/${ids.shipmentId}` },
  { name: 'pipeline', path: '/api/pipeline' },
  { name: 'deadlines', path: '/api/deadlines' },
  { name: 'dashboard: pending, first page', path: '/api/Dashboard/PendingPaymentDetails?page=1&pageSize=25' },
  { name: 'dashboard: pending, every party', path: '/api/Dashboard/PendingPaymentDetails' },
  ...reportKinds.map((kind) => ({
    name: `report ${kind}: first page`,
    path: `/api/Reports/${kind}?page=1&pageSize=25`,
  })),
  { name: 'login', path: '/api/Auth/login', body: login, oneClientOnly: true },
]

/** The cheap request timed while two clients hammer the heaviest one (the embedded database must not stall). */
export const cheapCase = 'vehicles: one vehicle'
