import { LinearProgress } from '@mui/material'
import { PartyPurchases } from '../../components/party-purchases'
import { useErrorAlert } from '../../lib/notify'
import { useCustomerPurchases } from './customers.api'

/** The customer's purchases (our sales to them) and what they owe per currency; on details and profile. */
export const CustomerPurchases = ({ customerId }: { customerId: number }) => {
  const purchases = useCustomerPurchases(customerId)
  useErrorAlert(purchases.error, 'Failed to fetch purchases')
  if (!purchases.data) return purchases.isPending ? <LinearProgress aria-label="Loading purchases" /> : null
  return <PartyPurchases purchases={purchases.data} ledgerUrl={`/customer/ledger/${customerId}`} />
}
