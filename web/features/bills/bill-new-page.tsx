import { useNavigate } from 'react-router-dom'
import { Page } from '../../components/page'
import { BillForm } from './bill-form'

/** /bill-book/new: issue a bill, then open it (replacing the form in the history). */
const BillNewPage = () => {
  const navigate = useNavigate()
  return (
    <Page title="New bill">
      <BillForm onIssued={(id) => navigate(`/bill-book/${id}`, { replace: true })} />
    </Page>
  )
}

export default BillNewPage
