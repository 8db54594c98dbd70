import { useQuery } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { HttpResponse, http, server } from '../test/msw'
import { renderWithProviders } from '../test/render'
import { type ListFilters, ListPicker, listPickerQuery, type Option } from './list-picker'

type Person = { id: number; name: string; currency: string }
const people: Person[] = [
  { id: 1, name: 'Kenji Sato', currency: 'JPY' },
  { id: 2, name: 'Kenya Motors', currency: 'KES' },
  { id: 3, name: 'Aiko Mori', currency: 'JPY' },
]
const personOption = (p: Person): Option<Person> => ({ id: p.id, label: p.name, hint: p.currency, value: p })

/** Answers a list the way the server does: the rows whose name holds `q`; records every query asked. */
const serveList = (path: string, rows: Person[]) => {
  const asked: URLSearchParams[] = []
  server.use(
    http.get(`*/api/${path}`, ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      const q = (params.get('q') ?? '').toLowerCase()
      return HttpResponse.json(rows.filter((r) => r.name.toLowerCase().includes(q)))
    }),
  )
  return asked
}

const Picker = (props: {
  path: string | string[]
  query?: ListFilters
  excludeId?: number
  error?: string
  onPick?: (o: Option<Person> | null) => void
}) => {
  const [value, setValue] = useState<Option<Person> | null>(null)
  return (
    <ListPicker
      label="Customer"
      name="customerId"
      required
      value={value}
      onChange={(o) => {
        setValue(o)
        props.onPick?.(o)
      }}
      path={props.path}
      query={props.query}
      toOption={personOption}
      excludeId={props.excludeId}
      error={props.error}
    />
  )
}

const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent)

describe('ListPicker', () => {
  it('searches the list once typing stops, with the page size and its filters, and offers the matches but the excluded one', async () => {
    const asked = serveList('customer', people)
    const { user } = renderWithProviders(<Picker path="customer" query={{ sort: 'name' }} excludeId={2} />)
    const picker = screen.getByRole('combobox', { name: 'Customer' })
    await user.click(picker)
    await waitFor(() => expect(optionNames()).toEqual(['Kenji SatoJPY', 'Aiko MoriJPY']))
    await user.type(picker, 'Ken')
    await waitFor(() => expect(optionNames()).toEqual(['Kenji SatoJPY']))
    // One search for the whole word, not one per key.
    expect(asked.map((p) => p.get('q'))).toEqual([null, 'Ken'])
    for (const params of asked) {
      expect(params.get('pageSize')).toBe('20')
      expect(params.get('sort')).toBe('name')
      // A picker shows no total, so it asks for none.
      expect(params.get('page')).toBeNull()
    }
  })

  it('says to type before a search, and that nothing was found after one', async () => {
    serveList('customer', [])
    const { user } = renderWithProviders(<Picker path="customer" />)
    const picker = screen.getByRole('combobox', { name: 'Customer' })
    await user.click(picker)
    expect(await screen.findByText('Type to search')).toBeInTheDocument()
    await user.type(picker, 'zz')
    expect(await screen.findByText('Nothing found')).toBeInTheDocument()
  })

  it('hands the picked row along, and showing its label searches nothing more', async () => {
    const asked = serveList('customer', people)
    const onPick = vi.fn()
    const { user } = renderWithProviders(<Picker path="customer" onPick={onPick} />)
    const picker = screen.getByRole('combobox', { name: 'Customer' })
    await user.type(picker, 'Aik')
    await waitFor(() => expect(asked.map((p) => p.get('q'))).toContain('Aik'))
    const box = picker.closest('.MuiAutocomplete-root') as HTMLElement
    await waitFor(() => expect(within(box).queryByRole('progressbar')).not.toBeInTheDocument())
    await user.click(await screen.findByRole('option', { name: /Aiko Mori/ }))
    expect(picker).toHaveValue('Aiko Mori')
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 3, value: people[2] }))
    const searches = asked.length
    await new Promise((r) => setTimeout(r, 400))
    expect(asked).toHaveLength(searches)
  })

  it('searches several lists together and shows their matches one after another', async () => {
    serveList('car/getinstockcars', [people[0] as Person])
    serveList('car/getsoldcars', [people[2] as Person])
    const { user } = renderWithProviders(<Picker path={['car/getinstockcars', 'car/getsoldcars']} />)
    await user.click(screen.getByRole('combobox', { name: 'Customer' }))
    await waitFor(() => expect(optionNames()).toEqual(['Kenji SatoJPY', 'Aiko MoriJPY']))
  })

  it('finds the rows a page asked for early under the same key, and does not ask again', async () => {
    const asked = serveList('vendor', people)
    const Page = () => {
      const early = useQuery(listPickerQuery<Person>('vendor'))
      return early.data ? <Picker path="vendor" /> : null
    }
    const { user } = renderWithProviders(<Page />)
    await user.click(await screen.findByRole('combobox', { name: 'Customer' }))
    await waitFor(() => expect(optionNames()).toHaveLength(3))
    expect(asked).toHaveLength(1)
  })

  it('carries the form field’s name and shows its error under it, marked required', async () => {
    serveList('customer', [])
    renderWithProviders(<Picker path="customer" error="Customer is required" />)
    const picker = screen.getByRole('combobox', { name: 'Customer' })
    expect(picker).toHaveAttribute('name', 'customerId')
    expect(picker).toBeRequired()
    expect(picker).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Customer is required')).toBeInTheDocument()
  })
})
