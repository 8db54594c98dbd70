import ImageOutlined from '@mui/icons-material/ImageOutlined'
import PictureAsPdf from '@mui/icons-material/PictureAsPdf'
import { IconButton, Tooltip } from '@mui/material'
import type { Expense } from '../../../shared/expenses'

/** Opens the receipt (a signed, expiring URL) in a new tab; a dash when there is none. */
export const ReceiptLink = ({ expense }: { expense: Expense }) => {
  if (!expense.receiptUrl) return <>—</>
  const isPdf = expense.receiptType === 'application/pdf'
  const name = expense.receiptName ?? 'Receipt'
  return (
    <Tooltip title={name}>
      <IconButton
        size="small"
        component="a"
        href={expense.receiptUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Receipt ${name}`}
      >
        {isPdf ? <PictureAsPdf fontSize="small" color="error" /> : <ImageOutlined fontSize="small" />}
      </IconButton>
    </Tooltip>
  )
}
