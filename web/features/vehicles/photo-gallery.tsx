import DirectionsCar from '@mui/icons-material/DirectionsCar'
import { Box, Stack } from '@mui/material'
import { useState } from 'react'
import type { Vehicle } from '../../../shared/vehicles'

/** The vehicle's photos: a large one and a strip of thumbnails to pick from. */
export const PhotoGallery = ({ photos }: { photos: Vehicle['photos'] }) => {
  const [current, setCurrent] = useState(0)
  const shown = photos[current]
  if (!shown) {
    return (
      <Box
        sx={{
          aspectRatio: '4 / 3',
          bgcolor: 'action.hover',
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <DirectionsCar sx={{ fontSize: 72 }} color="disabled" />
      </Box>
    )
  }
  return (
    <Stack spacing={1}>
      <Box
        component="img"
        src={shown.url}
        alt={`Photo ${current + 1}`}
        sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 3 }}
      />
      <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 0.5 }}>
        {photos.map((p, i) => (
          <Box
            key={p.id}
            component="img"
            src={p.thumbUrl}
            alt={`Thumbnail ${i + 1}`}
            onClick={() => setCurrent(i)}
            sx={{
              width: 72,
              height: 54,
              objectFit: 'cover',
              borderRadius: 1.5,
              cursor: 'pointer',
              outline: i === current ? 2 : 0,
              outlineColor: 'secondary.main',
              outlineStyle: 'solid',
            }}
          />
        ))}
      </Stack>
    </Stack>
  )
}
