import { Chip } from '@mui/material'
import type { BillStatus } from '../../../shared/bills'

/** Issued or void, the same chip in the list, the details and the vehicle's section. */
export const BillStatusChip = ({ status }: { status: BillStatus }) => (
  <Chip
    size="small"
    label={status === 'void' ? 'Void' : 'Issued'}
    color={status === 'void' ? 'default' : 'success'}
    variant={status === 'void' ? 'outlined' : 'filled'}
  />
)
