import { count } from 'drizzle-orm'
import { toInternationalPhone } from '../../../shared/fields'
import { VendorInput } from '../../../shared/vendors'
import type { Db } from '../../db/client'
import { countries } from '../countries/countries.table'
import { vendors } from './vendors.table'

/** name | type | country | city | phone (local) | e-mail | registration no. | advance | notes */
const demoVendors = `
USS Tokyo | auction | JP | Noda | 04-7122-1111 | members@uss-tokyo.example | USS-TK-20814 | 1500000 | Weekly Thursday auction; pay within 7 days of the sale
USS Yokohama | auction | JP | Yokohama | 045-911-2222 | desk@uss-yokohama.example | USS-YH-11372 | 0 |
TAA Yokohama | auction | JP | Yokohama | 045-590-3333 | info@taa-yokohama.example | TAA-YH-5521 | 800000 | Toyota auction; good for Prado and Hiace
JU Aichi | auction | JP | Tokai | 052-689-4444 | office@ju-aichi.example | JU-AI-3093 | 0 |
HAA Kobe | auction | JP | Kobe | 078-303-5555 | kobe@haa.example | HAA-KB-7710 | 500000 | Honda auction; transport to Kobe port is cheap
CAA Chubu | auction | JP | Nagoya | 0567-55-6666 | | CAA-CB-4120 | 0 |
Arai Oyama | auction | JP | Oyama | 0285-24-7777 | bids@arai-oyama.example | ARAI-OY-902 | 0 | Trucks and buses
Sakura Motors | dealer | JP | Saitama | 048-650-8888 | sales@sakura-motors.example | SAI-2019-0451 | 300000 | Kei cars and compact vans
Fuji Trading Co. | dealer | JP | Osaka | 06-6345-9999 | trade@fuji-trading.example | OSK-2011-7782 | 0 | Exports 4x4s; invoices in JPY
Kansai Auto Export | dealer | JP | Kyoto | 075-212-1010 | export@kansai-auto.example | KYO-2016-3310 | 1200000 |
Hokkaido Car Centre | showroom | JP | Sapporo | 011-231-2020 | showroom@hokkaido-cars.example | HKD-2008-1207 | 0 | Cold-climate 4WD stock
Dubai Auto Hub | dealer | AE | Dubai | 04 333 4040 | hub@dubai-auto.example | DXB-778812 | 25000 | Re-export partner for East Africa
Mombasa Motor Mart | dealer | KE | Mombasa | 0722 505050 | mart@mombasa-motors.example | KE-PVT-6612 | 0 |
Takeshi Nakamura | individual | JP | Chiba | 090-6060-7070 | takeshi.nakamura@mail.example | | 0 | Private seller; one-owner cars
Yuki Tanaka | individual | JP | Sendai | 080-8080-9090 | | | 0 |
`
  .trim()
  .split('\n')
  .map((line) => line.split('|').map((cell) => cell.trim()))

/** Demo vendors: 15 auction houses, dealers, a showroom and private sellers. Idempotent: does nothing when any vendor exists. */
export const seedVendorsDemo = async (db: Db) => {
  const [existing] = await db.select({ n: count() }).from(vendors)
  if (existing && existing.n > 0) return
  const byIso = new Map(
    (
      await db
        .select({
          id: countries.id,
          isoCode: countries.isoCode,
          name: countries.name,
          currency: countries.currency,
          dialCode: countries.dialCode,
        })
        .from(countries)
    ).map((c) => [c.isoCode, c]),
  )
  const values = demoVendors.map(
    ([name, type, iso = '', city, phone, email, registrationNo, advance, notes]) => {
      const country = byIso.get(iso)
      if (!country) throw new Error(`demo vendors: country ${iso} is not seeded`)
      const input = VendorInput.parse({
        name,
        type,
        countryId: country.id,
        city,
        phone,
        email,
        registrationNo,
        advance,
        notes,
      })
      return {
        ...input,
        currency: country.currency,
        phone: toInternationalPhone(input.phone, country.dialCode),
        address: `${city}, ${country.name}`,
      }
    },
  )
  await db.insert(vendors).values(values)
}
