import type { Config } from '../config'
import { seedAuctionPurchasesDemo } from '../features/auction-purchases/auction-purchases.demo'
import { seedBillsDemo } from '../features/bills/bills.demo'
import { seedCategoriesDemo } from '../features/categories/categories.demo'
import { seedCustomersDemo } from '../features/customers/customers.demo'
import { seedExportFilesDemo } from '../features/export-files/export-files.demo'
import { seedSalesDemo } from '../features/sales/sales.demo'
import { seedShipmentsDemo } from '../features/shipments/shipments.demo'
import { seedStaffDemo } from '../features/staff/staff.demo'
import { seedStationsDemo } from '../features/stations/stations.demo'
import { seedVehiclesDemo } from '../features/vehicles/vehicles.demo'
import { seedVendorsDemo } from '../features/vendors/vendors.demo'
import { openFileStorage } from '../lib/file-storage'
import { createFileStore } from '../lib/uploads'
import type { Db } from './client'
import { seedDemoUsers } from './demo'

/** The whole demo business, in dependency order. Every seeder is idempotent, so a restart adds nothing. */
export const seedDemo = async (db: Db, config: Config) => {
  const store = createFileStore(await openFileStorage(config), config.jwtSecret)
  await seedDemoUsers(db)
  await seedStationsDemo(db)
  await seedCategoriesDemo(db)
  await seedCustomersDemo(db)
  await seedVendorsDemo(db)
  await seedStaffDemo(db, { timeZone: config.BUSINESS_TIMEZONE })
  await seedVehiclesDemo(db, store, config.BUSINESS_TIMEZONE)
  await seedSalesDemo(db, store, config.BUSINESS_TIMEZONE)
  await seedBillsDemo(db, config.BUSINESS_TIMEZONE)
  await seedShipmentsDemo(db, config.BUSINESS_TIMEZONE)
  await seedExportFilesDemo(db, config.BUSINESS_TIMEZONE)
  await seedAuctionPurchasesDemo(db, store, config.BUSINESS_TIMEZONE)
}
