let seq = 0

export const fakeVehicleFields = (
  refs: { vendorId: number; stationId: number; categoryId?: number },
  overrides: Record<string, unknown> = {},
) => {
  seq += 1
  return {
    chassisNo: `ZVW30-${String(100000 + seq)}${Date.now() % 1000}`,
    model: 'Toyota Prius S',
    categoryId: refs.categoryId,
    year: 2015,
    month: 6,
    engineCc: 1800,
    mileageKm: 84000,
    colour: 'Pearl White',
    transmission: 'Automatic',
    fuel: 'Hybrid',
    vendorId: refs.vendorId,
    purchaseDate: '2026-10-01',
    purchasePrice: '1500000',
    stationId: refs.stationId,
    ...overrides,
  }
}
