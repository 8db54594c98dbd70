import { Grid } from '@mui/material'
import type { Customer, CustomerFile } from '../../../shared/customers'
import { FilePicker } from '../../components/file-picker'
import { FormSection, half } from './customer-form-section'

export type CustomerFiles = Partial<Record<CustomerFile, File>>

const documents = 'image/png,image/jpeg,image/webp,application/pdf'
const pickers: { field: CustomerFile; label: string; accept?: string }[] = [
  { field: 'photo', label: 'Photo' },
  { field: 'businessCard', label: 'Business card', accept: documents },
  { field: 'idCardFront', label: 'ID card (front)', accept: documents },
  { field: 'idCardBack', label: 'ID card (back)', accept: documents },
]

type Props = {
  customer?: Customer
  files: CustomerFiles
  errors: Partial<Record<CustomerFile, string>>
  onChange: (field: CustomerFile, file: File | undefined) => void
}

/** Photo (image) and ID card and business card (image or PDF); a file not picked keeps the stored one. */
export const CustomerDocumentFields = ({ customer, files, errors, onChange }: Props) => (
  <FormSection title="Documents">
    {pickers.map(({ field, label, accept }) => (
      <Grid key={field} size={half}>
        <FilePicker
          label={label}
          accept={accept}
          value={files[field]}
          onChange={(file) => onChange(field, file)}
          currentUrl={customer?.[`${field}Url`]}
          error={errors[field]}
        />
      </Grid>
    ))}
  </FormSection>
)
