import { Chip } from '@mui/material'
import { daysBetween } from '../../../shared/dates'

/** "3 days left", "Due today", "5 days overdue", coloured as it nears. */
export const DeadlineDays = ({ due, today }: { due: string; today: string }) => {
  const left = daysBetween(today, due)
  if (left < 0) return <Chip size="small" color="error" label={`${-left} days overdue`} />
  if (left === 0) return <Chip size="small" color="warning" label="Due today" />
  return <Chip size="small" color={left <= 14 ? 'warning' : 'default'} label={`${left} days left`} />
}
