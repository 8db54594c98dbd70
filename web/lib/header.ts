/**
 * The app bar's height in px (web/app/layout.tsx): the drawer and the page start below it, and so do the
 * toasts (web/lib/notify.tsx), so that a toast never covers the profile menu.
 */
export const headerHeight = 80
