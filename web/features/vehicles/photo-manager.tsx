import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate'
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import Close from '@mui/icons-material/Close'
import { Box, FormHelperText, IconButton, Stack, Typography } from '@mui/material'
import { type DragEvent, useId, useState } from 'react'
import { maxPhotos } from '../../../shared/vehicles'

export type PhotoItem =
  | { key: string; kind: 'existing'; id: number; src: string }
  | { key: string; kind: 'new'; file: File; src: string }

const accepted = ['image/png', 'image/jpeg', 'image/webp']
const tenMb = 10 * 1024 * 1024

/** What the server wants: the new files, and the order of all photos ('existing:<id>' / 'new:<i>'). */
export const photoPayload = (items: PhotoItem[]) => {
  const photos: File[] = []
  const photoOrder = items.map((item) => {
    if (item.kind === 'existing') return `existing:${item.id}`
    photos.push(item.file)
    return `new:${photos.length - 1}`
  })
  return { photos, photoOrder }
}

type Props = { items: PhotoItem[]; onChange: (items: PhotoItem[]) => void; error?: string }

/** Up to 20 photos: drop or pick files, reorder with the arrows or by dragging, remove. The first is the cover. */
export const PhotoManager = ({ items, onChange, error }: Props) => {
  const inputId = useId()
  const [problem, setProblem] = useState<string>()
  const [dragKey, setDragKey] = useState<string>()

  const add = (files: FileList | null) => {
    const list = Array.from(files ?? [])
    const bad = list.find((f) => !accepted.includes(f.type) || f.size > tenMb)
    if (bad) return setProblem(`${bad.name}: only PNG, JPEG or WebP up to 10 MB`)
    if (items.length + list.length > maxPhotos) return setProblem(`At most ${maxPhotos} photos`)
    setProblem(undefined)
    onChange([
      ...items,
      ...list.map((file) => ({
        key: `${file.name}-${crypto.randomUUID()}`,
        kind: 'new' as const,
        file,
        src: URL.createObjectURL(file),
      })),
    ])
  }
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return
    const next = [...items]
    const [item] = next.splice(from, 1)
    next.splice(to, 0, item!)
    onChange(next)
  }
  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    if (e.dataTransfer.files.length) return add(e.dataTransfer.files)
  }
  return (
    <Stack spacing={1}>
      <Box
        component="label"
        htmlFor={inputId}
        onDragOver={(e) => e.preventDefault()}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 3,
          p: 2,
          textAlign: 'center',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <AddPhotoAlternate color="action" />
        <Typography variant="body2">
          Drop photos here or click to choose ({items.length}/{maxPhotos})
        </Typography>
        <input
          id={inputId}
          hidden
          multiple
          type="file"
          accept={accepted.join(',')}
          aria-label="Photos"
          onChange={(e) => add(e.target.files)}
        />
      </Box>
      {(problem || error) && <FormHelperText error>{problem ?? error}</FormHelperText>}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
        {items.map((item, index) => (
          <Box
            key={item.key}
            draggable
            onDragStart={() => setDragKey(item.key)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault()
              e.stopPropagation()
              const from = items.findIndex((i) => i.key === dragKey)
              if (from >= 0) move(from, index)
            }}
            sx={{
              position: 'relative',
              borderRadius: 2,
              overflow: 'hidden',
              border: index === 0 ? 2 : 1,
              borderColor: index === 0 ? 'secondary.main' : 'divider',
            }}
          >
            <Box
              component="img"
              src={item.src}
              alt={`Photo ${index + 1}`}
              sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
            />
            <Stack
              direction="row"
              justifyContent="space-between"
              sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, bgcolor: 'rgba(0,0,0,0.45)' }}
            >
              <IconButton
                size="small"
                aria-label={`Move photo ${index + 1} left`}
                onClick={() => move(index, index - 1)}
                sx={{ color: 'white' }}
              >
                <ChevronLeft fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => onChange(items.filter((i) => i.key !== item.key))}
                sx={{ color: 'white' }}
              >
                <Close fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`Move photo ${index + 1} right`}
                onClick={() => move(index, index + 1)}
                sx={{ color: 'white' }}
              >
                <ChevronRight fontSize="small" />
              </IconButton>
            </Stack>
          </Box>
        ))}
      </Box>
    </Stack>
  )
}
