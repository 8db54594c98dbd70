import { LedgerPage } from './ledger-page'

const VendorLedgerPage = () => <LedgerPage party="vendor" />

export default VendorLedgerPage
