import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ExportFile, ExportFileView } from '../../../shared/export-files'
import type { Role } from '../../../shared/roles'
import { HttpResponse, http, server } from '../../test/msw'
import { fakeProfile, renderWithProviders } from '../../test/render'
import { ExportFileSection } from './export-file-section'

const file = {
  version: 2,
  vehicleId: 5,
  deregAppliedOn: '2026-02-01',
  deregCertificateNo: 'EXC-2026-0001',
  plannedExportOn: '2026-07-31',
  deregIssuedOn: '2026-02-03',
  deregReturnedOn: null,
  inspectionAgency: null,
  inspectionBookedOn: null,
  inspectionResult: null,
  inspectedOn: null,
  inspectionCertificateNo: null,
  inspectionExpiresOn: null,
  exportPermitNo: null,
  exportPermitOn: null,
  originalsCourier: null,
  originalsTracking: null,
  originalsSentOn: null,
  originalsDeliveredOn: null,
  recycleClaimedOn: null,
  recycleAmount: null,
  recycleReceivedOn: null,
  taxClaimPeriodEnd: '2026-09-30',
  taxRefundAmount: '120000.00',
  taxRefundedOn: null,
  notes: null,
} satisfies ExportFile

const deregUrl = '/api/files/abc?exp=1&sig=x'
const view: ExportFileView = {
  file,
  documents: {
    dereg: { url: deregUrl, name: 'certificate.pdf', type: 'application/pdf' },
    inspection: null,
    permit: null,
    originals: null,
    recycle: null,
  },
  requiredInspection: null,
  shipment: null,
}

const calls: { method: string; url: string; body?: FormData }[] = []
const serve = () =>
  server.use(
    http.all('*/api/*', async ({ request }) => {
      const body = request.method === 'PUT' ? await request.formData().catch(() => undefined) : undefined
      calls.push({ method: request.method, url: request.url, body })
      if (request.method === 'PUT') return HttpResponse.json({ message: 'Export permit: document saved' })
      if (request.method === 'DELETE')
        return HttpResponse.json({ message: 'Export deregistration: document removed' })
      return HttpResponse.json(view)
    }),
  )

const renderSection = (role: Role = 'AgentStock') =>
  renderWithProviders(<ExportFileSection vehicleId={5} />, { profile: fakeProfile({ userRole: role }) })

const line = (label: string) => screen.getByText(label, { selector: 'span' }).parentElement!

afterEach(() => {
  calls.length = 0
})

describe('ExportFileSection', () => {
  it('shows each step with its responsible role, its status and its document', async () => {
    serve()
    renderSection()
    await screen.findByText('EXC-2026-0001', { exact: false })
    const dereg = line('Export deregistration')
    expect(within(dereg).getByText('AgentStock · Done')).toBeInTheDocument()
    expect(within(dereg).getByRole('link', { name: 'Export deregistration document' })).toHaveAttribute(
      'href',
      deregUrl,
    )
    expect(within(line('Export permit')).getByText('AgentStock · Not started')).toBeInTheDocument()
    expect(within(line('Inspection')).getByText('AgentStock · Not required')).toBeInTheDocument()
    expect(within(line('Recycle refund')).getByText('Accounts · Not started')).toBeInTheDocument()
    const tax = line('Consumption tax')
    expect(
      within(tax).getByText('Claimed in the return for the period ending 2026-09-30 · refund JPY 120,000'),
    ).toBeInTheDocument()
    expect(within(tax).getByText('Accounts · In progress')).toBeInTheDocument()
    expect(within(tax).queryByRole('button')).not.toBeInTheDocument()
  })

  it('uploads a step’s scan as multipart, and removes one after asking', async () => {
    serve()
    const { user } = renderSection()
    await user.click(await screen.findByRole('button', { name: 'Upload Export permit document' }))
    const dialog = screen.getByRole('dialog', { name: 'Export permit: scanned document' })
    const scan = new File(['%PDF-1.4'], 'permit.pdf', { type: 'application/pdf' })
    await user.upload(within(dialog).getByLabelText('Scanned document (image or PDF)'), scan)
    await user.click(within(dialog).getByRole('button', { name: 'Save document' }))
    expect(await screen.findByText('Export permit: document saved')).toBeInTheDocument()
    const sent = calls.find((c) => c.method === 'PUT')!
    expect(sent.url).toContain('/api/export-files/5/documents/permit')
    // jsdom's File does not survive the trip through the test's fetch: the part is there, not its bytes.
    expect([...sent.body!.keys()]).toEqual(['document'])

    await user.click(screen.getByRole('button', { name: 'Remove Export deregistration document' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes' }),
    )
    expect(await screen.findByText('Export deregistration: document removed')).toBeInTheDocument()
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toContain('/api/export-files/5/documents/dereg'),
    )
  })

  it('names the server’s refusal of the file under the picker', async () => {
    serve()
    server.use(
      http.put('*/api/export-files/5/documents/permit', () =>
        HttpResponse.json(
          {
            status: 415,
            title: 'Unsupported file',
            message: 'document: only PNG, JPEG, WEBP, PDF files are accepted',
            errors: { document: ['must be PNG, JPEG, WEBP, PDF'] },
          },
          { status: 415 },
        ),
      ),
    )
    const { user } = renderSection()
    await user.click(await screen.findByRole('button', { name: 'Upload Export permit document' }))
    const dialog = screen.getByRole('dialog', { name: 'Export permit: scanned document' })
    await user.upload(
      within(dialog).getByLabelText('Scanned document (image or PDF)'),
      new File(['MZ'], 'virus.png', { type: 'image/png' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save document' }))
    expect(await within(dialog).findByText('must be PNG, JPEG, WEBP, PDF')).toBeInTheDocument()
  })

  it('AgentSales opens the documents but may not upload or remove them', async () => {
    serve()
    renderSection('AgentSales')
    await screen.findByText('EXC-2026-0001', { exact: false })
    expect(screen.getByRole('link', { name: 'Export deregistration document' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Upload|Replace|Remove/ })).not.toBeInTheDocument()
  })
})
