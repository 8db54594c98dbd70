import { count } from 'drizzle-orm'
import type { ShippingMode, TradeTerm } from '../../../shared/customers'
import type { Db } from '../../db/client'
import { countries } from '../countries/countries.table'
import { customers } from './customers.table'

/** name | business | type | country (ISO) | city | destination port | shipping mode | trade term | deposit */
const people = `
Imran Sheikh|Sheikh Motors|Dealer|PK|Karachi|Karachi Port|RoRo|C&F|500000
Ayesha Siddiqui|Crescent Auto Traders|Dealer|PK|Lahore|Port Qasim|Container|CIF|0
Farhan Javed|Javed Car Bazaar|Showroom|PK|Islamabad|Karachi Port|RoRo|CIF|250000
Naveed Akhtar|Akhtar Logistics|Importer|PK|Peshawar|Port Qasim|Container|FOB|0
Hina Baig|Baig Autos|Showroom|PK|Faisalabad|Karachi Port|RoRo|C&F|150000
Tariq Mehmood||Individual|PK|Multan|Karachi Port|Container|CIF|0
James Mwangi|Mwangi Motors Ltd|Dealer|KE|Nairobi|Mombasa|RoRo|CIF|300000
Achieng Odhiambo|Lakeside Car Yard|Showroom|KE|Kisumu|Mombasa|RoRo|C&F|0
Hassan Abdalla|Coast Auto Imports|Importer|KE|Mombasa|Mombasa|Container|FOB|120000
Njeri Kariuki|Kariuki Fleet Services|Fleet|KE|Nakuru|Mombasa|RoRo|CIF|0
Brian Kiprop||Individual|KE|Eldoret|Mombasa|RoRo|CIF|50000
Omar Al Marzouqi|Al Marzouqi Used Cars|Dealer|AE|Dubai|Jebel Ali|RoRo|FOB|40000
Fatima Al Shamsi|Desert Line Export|Exporter|AE|Sharjah|Jebel Ali|Container|FOB|0
Rahul Menon|Gulf Re-Export Trading|Exporter|AE|Dubai|Jebel Ali|Container|C&F|25000
Khalid Al Hammadi|Hammadi Motors|Showroom|AE|Abu Dhabi|Khalifa Port|RoRo|CIF|0
Juma Mrisho|Mrisho Auto Centre|Dealer|TZ|Dar es Salaam|Dar es Salaam|RoRo|CIF|8000000
Neema Massawe|Kilimanjaro Cars|Showroom|TZ|Arusha|Dar es Salaam|RoRo|C&F|0
Salim Said|Zanzibar Spice Motors|Dealer|TZ|Zanzibar|Zanzibar|Container|CIF|2500000
Baraka Mushi||Individual|TZ|Mwanza|Dar es Salaam|RoRo|CIF|0
Moses Okello|Okello Car Dealers|Dealer|UG|Kampala|Mombasa|RoRo|CIF|15000000
Grace Namutebi|Pearl Auto Bond|Bonded yard|UG|Kampala|Dar es Salaam|RoRo|C&F|0
Ronald Ssemanda|Ronnie Motors|Showroom|UG|Entebbe|Mombasa|Container|CIF|5000000
Oliver Hughes|Hughes Imports Ltd|Importer|GB|Manchester|Southampton|RoRo|CIF|2000
Priya Patel|Midlands JDM|Dealer|GB|Leicester|Bristol|Container|CIF|0
Thomas Wright||Individual|GB|Leeds|Southampton|RoRo|FOB|500
Aroha Ngata|Ngata Motor Co|Dealer|NZ|Auckland|Auckland|RoRo|CIF|3000
Liam Thompson|Southern Cross Cars|Showroom|NZ|Christchurch|Lyttelton|RoRo|C&F|0
Sophie Chen|Kiwi Import Hub|Importer|NZ|Wellington|Wellington|Container|CIF|1500
Mutale Banda|Copperbelt Autos|Dealer|ZM|Lusaka|Dar es Salaam|RoRo|CIF|20000
Chanda Mwila||Individual|ZM|Ndola|Walvis Bay|Container|CIF|0
Nuno Macuácua|Maputo Car Centre|Dealer|MZ|Maputo|Maputo|RoRo|CIF|60000
Dilshan Perera|Lanka Reconditioned Cars|Dealer|LK|Colombo|Colombo|RoRo|CIF|400000
Nimali Fernando|Kandy Auto Mart|Showroom|LK|Kandy|Colombo|Container|C&F|0
Rafiqul Islam|Chattogram Motors|Dealer|BD|Chattogram|Chattogram|RoRo|CIF|300000
Tahmina Akter|Dhaka Car Gallery|Showroom|BD|Dhaka|Mongla|RoRo|C&F|0
Ciarán Byrne|Byrne Motors|Dealer|IE|Dublin|Dublin|RoRo|CIF|1000
Jack Wilson|Outback Imports|Importer|AU|Brisbane|Brisbane|RoRo|CIF|2500
Batbayar Dorj|Steppe Auto|Dealer|MN|Ulaanbaatar|Tianjin|Container|FOB|0
Felipe Rojas|Iquique Free Zone Cars|Importer|CL|Iquique|Iquique|RoRo|CIF|1500000
Dmitry Sokolov|Primorye Auto|Dealer|RU|Vladivostok|Vladivostok|RoRo|FOB|90000
`
  .trim()
  .split('\n')
  .map(
    (line) =>
      line.split('|') as [string, string, string, string, string, string, ShippingMode, TradeTerm, string],
  )

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^\w\s]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.')

/** A local number of nine digits, the same for the same customer on every run. */
const localNumber = (n: number, salt: number) =>
  String(700_000_000 + ((n * 7_919 + salt * 104_729) % 99_999_999))

/**
 * Demo customers: 40 traders and private buyers in the countries Kuruma ships to, with their ports,
 * shipping modes, trade terms and deposits. Idempotent: does nothing when any customer exists.
 */
export const seedCustomersDemo = async (db: Db) => {
  const [existing] = await db.select({ n: count() }).from(customers)
  if (existing && existing.n > 0) return
  const byIso = new Map((await db.select().from(countries)).map((c) => [c.isoCode, c]))
  const rows = people.map(([name, business, type, iso, city, port, mode, term, deposit], n) => {
    const country = byIso.get(iso)
    if (!country) throw new Error(`demo customers: no country ${iso}`)
    const [firstName, ...rest] = name.split(' ')
    const year = 1962 + ((n * 7) % 38)
    return {
      firstName: firstName!,
      lastName: rest.join(' '),
      email: `${slug(name)}@${business ? `${slug(business).replace(/\./g, '')}.example` : 'mail.example'}`,
      whatsapp: `${country.dialCode}${localNumber(n, 1)}`,
      phone: n % 3 === 0 ? null : `${country.dialCode}${localNumber(n, 2)}`,
      dateOfBirth: `${year}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')}`,
      businessName: business || null,
      businessType: type,
      countryId: country.id,
      businessCountryId: business ? country.id : null,
      currency: country.currency,
      destinationPort: port,
      shippingMode: mode,
      tradeTerm: term,
      address: `${10 + ((n * 13) % 190)} ${['Main Road', 'Station Street', 'Harbour Way', 'Market Lane'][n % 4]}`,
      city,
      province: null,
      postCode: String(10_000 + ((n * 3_571) % 89_999)),
      securityDeposit: deposit,
    }
  })
  await db.insert(customers).values(rows)
}
