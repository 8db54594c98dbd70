import DeleteOutline from '@mui/icons-material/DeleteOutline'
import EditOutlined from '@mui/icons-material/EditOutlined'
import { IconButton, Tooltip } from '@mui/material'
import type { Expense } from '../../../shared/expenses'

export type ExpenseHandlers = {
  /** Absent when the role may not edit expenses. */
  onEdit?: (expense: Expense) => void
  /** Absent when the role may not delete expenses. */
  onDelete?: (expense: Expense) => void
}

/**
 * Edit and delete buttons of one expense, as the role allows; none on an auction invoice's line or its
 * refund, which change only on the auction purchase or the export file.
 */
export const ExpenseActions = ({ expense, onEdit, onDelete }: ExpenseHandlers & { expense: Expense }) =>
  expense.lineKind ? null : (
    <>
      {onEdit && (
        <Tooltip title="Edit">
          <IconButton size="small" aria-label="Edit expense" onClick={() => onEdit(expense)}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title="Delete">
          <IconButton size="small" aria-label="Delete expense" onClick={() => onDelete(expense)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  )
