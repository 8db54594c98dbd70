import type { Customer } from '../../../shared/customers'
import { type ExportColumn, exportAmount } from '../../lib/export'

/** The columns of the customer list's CSV, XLSX and PDF. */
export const customerExportColumns: ExportColumn<Customer>[] = [
  { header: 'Name', value: (c) => `${c.firstName} ${c.lastName}`.trim(), width: 1.4 },
  { header: 'Business', value: (c) => c.businessName, width: 1.2 },
  { header: 'Country', value: (c) => c.countryName },
  { header: 'City', value: (c) => c.city },
  { header: 'Phone', value: (c) => c.phone, width: 1.1 },
  { header: 'WhatsApp', value: (c) => c.whatsapp, width: 1.1 },
  { header: 'E-mail', value: (c) => c.email, width: 1.5 },
  { header: 'Currency', value: (c) => c.currency, width: 0.6 },
  { header: 'Trade term', value: (c) => c.tradeTerm, width: 0.7 },
  { header: 'Destination port', value: (c) => c.destinationPort },
  { header: 'Security deposit', value: (c) => exportAmount(c.securityDeposit, c.currency), align: 'right' },
]
