import { LedgerPage } from './ledger-page'

const CustomerLedgerPage = () => <LedgerPage party="customer" />

export default CustomerLedgerPage
