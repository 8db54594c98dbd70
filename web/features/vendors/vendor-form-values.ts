import type { z } from 'zod'
import type { Vendor, VendorInput } from '../../../shared/vendors'

/** What the form holds before validation: every field as typed, '' for empty. */
export type VendorFormInput = z.input<typeof VendorInput>

export const fromVendor = (v: Vendor): VendorFormInput => ({
  version: v.version,
  name: v.name,
  type: v.type,
  registrationNo: v.registrationNo ?? '',
  countryId: v.countryId,
  currency: v.currency,
  phone: v.phone ?? '',
  email: v.email ?? '',
  address: v.address ?? '',
  city: v.city ?? '',
  advance: v.advance,
  notes: v.notes ?? '',
})

/** A new vendor starts in the signed-in user's country, with its currency. */
export const blankVendor = (home?: { id: number; currency: string }): VendorFormInput => ({
  name: '',
  type: '',
  registrationNo: '',
  countryId: home?.id ?? '',
  currency: home?.currency ?? '',
  phone: '',
  email: '',
  address: '',
  city: '',
  advance: '',
  notes: '',
})
