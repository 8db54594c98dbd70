import { count } from 'drizzle-orm'
import type { CategoryStatus } from '../../../shared/categories'
import type { Db } from '../../db/client'
import { categories } from './categories.table'

const demoCategories: [name: string, description: string, status: CategoryStatus][] = [
  ['Sedan', 'Four-door saloons: Corolla, Camry, Accord, Civic, Premio, Allion', 'active'],
  ['SUV', 'Sport utility vehicles: Land Cruiser Prado, Harrier, RAV4, CR-V, X-Trail', 'active'],
  ['Hatchback', 'Compact hatchbacks: Vitz, Fit, Note, Swift, Demio, Aqua', 'active'],
  ['Van', 'Passenger and cargo vans: HiAce, Caravan, NV350, Bongo', 'active'],
  ['Truck', 'Light and medium trucks: Dyna, Canter, Elf, Titan, Ranger', 'active'],
  ['Bus', 'Microbuses and coaches: Coaster, Rosa, Civilian', 'active'],
  ['Kei car', 'Japanese 660 cc light cars: N-Box, Wagon R, Tanto, Move, Every', 'active'],
  ['Pickup', 'Single and double cab pickups: Hilux, Navara, Triton, D-Max', 'active'],
  ['Wagon', 'Station wagons: Fielder, Probox, Succeed, Shuttle, Levorg', 'active'],
  ['Coupe', 'Two-door coupés and sports cars: 86, Skyline, Silvia, RX-8', 'inactive'],
  ['Minivan', 'Seven- and eight-seat people carriers: Noah, Voxy, Alphard, Serena, Stepwgn', 'active'],
]

/** The vehicle categories of the demo business. Idempotent: does nothing once any category exists. */
export const seedCategoriesDemo = async (db: Db) => {
  const [existing] = await db.select({ n: count() }).from(categories)
  if (existing && existing.n > 0) return
  await db
    .insert(categories)
    .values(demoCategories.map(([name, description, status]) => ({ name, description, status })))
}
