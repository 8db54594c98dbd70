import { Box, List, ListItem, ListItemText } from '@mui/material'
import { formatDate } from '../../../shared/dates'
import type { Expense } from '../../../shared/expenses'
import { formatMoney } from '../../../shared/money'
import { ExpenseActions, type ExpenseHandlers } from './expense-actions'
import { kindLabel } from './expense-kinds'
import { ReceiptLink } from './receipt-link'

/** Expenses as a list (narrow screens, 390 px): kind and amount, then date and details, then the buttons. */
export const ExpenseList = ({ rows, ...handlers }: ExpenseHandlers & { rows: Expense[] }) => (
  <List dense disablePadding aria-label="Expenses">
    {rows.map((e) => (
      <ListItem key={e.id} divider disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
        <ListItemText
          primary={`${kindLabel(e.kind)} · ${formatMoney(e.amount, e.currency)}`}
          secondary={[formatDate(e.date), e.details].filter(Boolean).join(' · ')}
          sx={{ minWidth: 0, wordBreak: 'break-word' }}
        />
        <Box sx={{ display: 'flex', flexShrink: 0, alignItems: 'center' }}>
          {e.receiptUrl && <ReceiptLink expense={e} />}
          <ExpenseActions expense={e} {...handlers} />
        </Box>
      </ListItem>
    ))}
  </List>
)
