/** Routes of this feature, mounted inside the signed-in layout by web/app/router.tsx. */
export const customersRoutes = <></>
