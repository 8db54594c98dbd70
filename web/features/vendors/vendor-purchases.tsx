import { LinearProgress } from '@mui/material'
import { messages } from '../../../shared/messages'
import { PartyPurchases } from '../../components/party-purchases'
import { useVendorErrorAlert } from './vendor-failure'
import { useVendorPurchases } from './vendors.api'

/** Our purchases from the vendor and what we owe them per currency; on details and profile. */
export const VendorPurchases = ({ vendorId }: { vendorId: number }) => {
  const purchases = useVendorPurchases(vendorId)
  useVendorErrorAlert(purchases.error, messages.vendors.ledgerDetailsFailed)
  if (!purchases.data) return purchases.isPending ? <LinearProgress aria-label="Loading purchases" /> : null
  return <PartyPurchases purchases={purchases.data} ledgerUrl={`/vendor/Ledger/${vendorId}`} />
}
