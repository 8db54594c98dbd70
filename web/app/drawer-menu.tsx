import { Alert, Chip, List, ListItemButton, ListItemText, ListSubheader, Stack } from '@mui/material'
import { Link, useLocation } from 'react-router-dom'
import { isGroup, type MenuEntry, type MenuItem } from '../../shared/menu'
import { messages, ui } from '../../shared/messages'

const isItem = (entry: unknown): entry is MenuItem =>
  !!entry && typeof (entry as MenuItem).url === 'string' && typeof (entry as MenuItem).title === 'string'

/**
 * The selected item follows the path : the item whose url is the path, else the list item
 * of the area the path is in (/vendor/edit/4 → All Vendors), the longest such url winning.
 */
const selectedId = (entries: readonly MenuEntry[], path: string) => {
  const items = entries.flatMap((e) => (isGroup(e) ? e.children : [e])).filter(isItem)
  const p = path.toLowerCase() === '/' ? '/dashboard' : path.toLowerCase()
  const exact = items.find((i) => i.url.toLowerCase() === p)
  if (exact) return exact.id
  const areaOf = (url: string) => url.toLowerCase().replace(/\/listing$/, '')
  const matches = items.filter((i) => p.startsWith(`${areaOf(i.url)}/`))
  return matches.sort((a, b) => b.url.length - a.url.length)[0]?.id
}

const Item = ({
  item,
  selected,
  onNavigate,
}: {
  item: MenuItem
  selected: boolean
  onNavigate: () => void
}) => (
  <ListItemButton
    component={Link}
    to={item.url}
    selected={selected}
    onClick={onNavigate}
    sx={{ borderRadius: 3, mx: 1, mb: 0.5, '&.Mui-selected': { color: 'primary.main', fontWeight: 600 } }}
  >
    <ListItemText primary={item.title} slotProps={{ primary: { fontSize: 14 } }} />
  </ListItemButton>
)

const MenuError = () => <Alert severity="error">{messages.common.menuItemsError}</Alert>
const keyOf = (entry: unknown) => String((entry as { id?: unknown })?.id ?? JSON.stringify(entry))

export const DrawerMenu = ({
  entries,
  onNavigate,
}: {
  entries: readonly MenuEntry[]
  onNavigate: () => void
}) => {
  const { pathname } = useLocation()
  const selected = selectedId(entries, pathname)
  const item = (entry: unknown) =>
    isItem(entry) ? (
      <Item key={entry.id} item={entry} selected={selected === entry.id} onNavigate={onNavigate} />
    ) : (
      <MenuError key={keyOf(entry)} />
    )
  return (
    <Stack sx={{ height: '100%' }}>
      <List component="nav" aria-label="Main menu" sx={{ flex: 1, overflowY: 'auto', pt: 1 }}>
        {entries.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.id}>
              <List
                disablePadding
                aria-labelledby={`menu-group-${entry.id}`}
                subheader={
                  <ListSubheader
                    id={`menu-group-${entry.id}`}
                    sx={{ bgcolor: 'inherit', lineHeight: '36px' }}
                  >
                    {entry.title}
                  </ListSubheader>
                }
              >
                {entry.children.map(item)}
              </List>
            </li>
          ) : (
            item(entry)
          ),
        )}
      </List>
      <Stack direction="row" justifyContent="center" sx={{ py: 2 }}>
        <Chip label={ui.version} size="small" color="secondary" variant="outlined" />
      </Stack>
    </Stack>
  )
}
