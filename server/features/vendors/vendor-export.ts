import type { Vendor } from '../../../shared/vendors'
import { type ExportColumn, exportAmount } from '../../lib/export'

/** The columns of the vendor list's CSV, XLSX and PDF. */
export const vendorExportColumns: ExportColumn<Vendor>[] = [
  { header: 'Name', value: (v) => v.name, width: 1.5 },
  { header: 'Type', value: (v) => v.type },
  { header: 'Registration no.', value: (v) => v.registrationNo },
  { header: 'Country', value: (v) => v.countryName },
  { header: 'City', value: (v) => v.city },
  { header: 'Phone', value: (v) => v.phone, width: 1.1 },
  { header: 'E-mail', value: (v) => v.email, width: 1.5 },
  { header: 'Currency', value: (v) => v.currency, width: 0.6 },
  { header: 'Advance', value: (v) => exportAmount(v.advance, v.currency), align: 'right' },
]
