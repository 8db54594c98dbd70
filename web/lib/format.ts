export { formatMoney } from '../../shared/money'

export const formatDate = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '')
