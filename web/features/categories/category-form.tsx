import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Grid, Stack } from '@mui/material'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { type Category, CategoryInput } from '../../../shared/categories'
import { messages } from '../../../shared/messages'
import { FilePicker } from '../../components/file-picker'
import { FormSelect, FormText } from '../../components/form-fields'
import { useFormSave } from '../../lib/use-form-save'
import type { CategoryForm as Values } from './categories.api'
import { statusOptions } from './category-status'

type Props = { category?: Category; onSubmit: (values: Values) => Promise<void> }

/** The category form, for add and edit. */
export const CategoryForm = ({ category, onSubmit }: Props) => {
  const [image, setImage] = useState<File>()
  const [fileError, setFileError] = useState<string>()
  const form = useForm<z.input<typeof CategoryInput>, unknown, CategoryInput>({
    resolver: zodResolver(CategoryInput),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      status: category?.status ?? 'active',
      version: category?.version,
    },
  })
  const { control, formState } = form
  const submit = useFormSave(form, {
    save: (values) => onSubmit({ ...values, image }),
    failed: category ? messages.categories.updateFailed : messages.categories.addFailed,
    elsewhere: (field, message) => {
      if (field !== 'image') return false
      setFileError(message)
      return true
    },
  })
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 720 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormText control={control} name="name" label="Category name" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelect control={control} name="status" label="Status" options={statusOptions} />
        </Grid>
        <Grid size={12}>
          <FormText
            control={control}
            name="description"
            label="Description"
            multiline
            minRows={3}
            helperText="What belongs here, e.g. typical models"
          />
        </Grid>
        <Grid size={12}>
          <FilePicker
            label="Image"
            value={image}
            onChange={setImage}
            currentUrl={category?.imageUrl}
            error={fileError}
          />
        </Grid>
      </Grid>
      <Stack direction="row" justifyContent="flex-end">
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {category ? 'Update category' : 'Add category'}
        </Button>
      </Stack>
    </Stack>
  )
}
