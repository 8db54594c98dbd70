/**
 * Every text the original product shows (messages, errors, confirmations), word for word — including its spellings.
 * Screens import from here; nothing else spells these texts.
 */
export const messages = {
  session: {
    unauthorizedTitle: 'Unauthorized!',
    invalidCredentials: 'Invaild Username & Password',
    errorTitle: 'Error',
    loggedOut: 'Successfully logged out',
    passwordUpdated: 'Updated Password Successfully',
    currentPasswordIncorrect: 'Current password is incorrect.',
  },
  common: {
    errorTitle: 'Error!',
    deletedTitle: 'Deleted!',
    deleteTitle: 'Delete',
    yes: 'Yes',
    no: 'No',
    menuItemsError: 'Menu Items Error',
    chunkFailed: (n: string | number) => `Loading chunk ${n} failed`,
    pageFailed: 'Something went wrong on this page.',
    changedMeanwhile: 'Someone else saved this record after you opened it.',
    reloadChanged: 'Reload it to see their changes? What you typed here will be lost.',
    /** A record that exists, but in a country the caller does not work in. */
    anotherOffice: (noun: string) => `This ${noun} belongs to another country's office`,
    reload: 'Reload',
    keepEditing: 'Keep editing',
    unsavedTitle: 'Unsaved changes',
    unsavedLeave: 'Leave this form? What you typed here has not been saved and will be lost.',
    leave: 'Leave',
    stay: 'Stay',
    notificationsBlocked:
      'Notifications Blocked - Please enable notifications in your browser settings to receive alerts.',
  },
  users: {
    added: 'User Added Successfully',
    addFailed: 'Failed to add user',
    registerFailed: 'Failed to create the account',
    deleteConfirm: 'Are you sure you want to delete this user?',
    deleted: 'User deleted successfully',
    deleteFailed: 'Failed to delete user',
    updated: 'User Updated Successfully',
    updateFailed: 'Failed to update user',
    deactivateConfirm: 'Are you sure you want to deactivate this user? They are signed out everywhere.',
    deactivated: 'User Deactivated Successfully',
    reactivateConfirm: 'Are you sure you want to reactivate this user?',
    reactivated: 'User Reactivated Successfully',
    statusFailed: 'Failed to change the user',
    resetPasswordConfirm:
      "Are you sure you want to reset this user's password? They are signed out everywhere and need the new one to sign in.",
    passwordReset: 'Password Reset Successfully',
    newPassword: (email: string, password: string) =>
      `The new password of ${email} is ${password}. Give it to them: it is shown only now. They can change it from the profile menu once signed in.`,
    resetPasswordFailed: 'Failed to reset the password',
    /** Shown to a deactivated user who signs in with the right password. */
    deactivatedSignIn: 'This account has been deactivated. Ask an administrator to reactivate it.',
    lastOwner: 'The business needs at least one active SuperAdmin.',
  },
  stations: {
    fetchFailed: 'Failed to fetch stations',
    addFailed: 'Failed to add station',
    fetchOneFailed: 'Failed to fetch station',
    updateFailed: 'Failed to update station',
    deleteFailed: 'Failed to delete station',
    added: 'Station Added Successfully',
    updated: 'Station Updated Successfully',
    deleted: 'Station Deleted Successfully',
    deleteConfirm: 'Do you want to delete this station?',
  },
  categories: {
    fetchFailed: 'Failed to fetch categories',
    addFailed: 'Failed to add category',
    updateFailed: 'Failed to update category',
    fetchOneFailed: 'Failed to fetch category',
    deleteFailed: 'Failed to delete category',
    added: 'Category Added Successfully',
    updated: 'Category Updated Successfully',
    deleted: 'Category Deleted Successfully',
    deleteConfirm: 'Do you want to delete this category?',
  },
  customers: {
    added: 'Customer Added Successfully',
    updated: 'Customer Updated Successfully',
    deleted: 'Customer Deleted Successfully',
    deleteConfirm: 'You want to delete this Customer',
  },
  vehicles: {
    fetchOneFailed: 'Failed to fetch car data',
    added: 'Vehicles Added Successfully',
    updated: 'Vehicles Updated Successfully',
    deleted: 'vehicles Deleted Successfully',
    expenseAdded: 'Expense Added Successfully',
    expenseUpdated: 'Expense Updated Successfully',
    expenseDeleted: 'Expense Deleted Successfully',
    sold: 'vehicles Sale Successfully',
    paymentAdded: 'Payment Added Successfully',
    locationUpdated: 'Location Updated Successfully',
    moved: 'vehicles Move Successfully',
    deleteConfirm: 'You want to delete this vehicles',
    expenseDeleteConfirm: 'You want to delete this Expense',
  },
  staff: {
    added: 'Staff Added Successfully',
    updated: 'Staff Updated Successfully',
    deleted: 'Staff Deleted Successfully',
    salaryProcessed: 'Salary Processed Successfully',
    deleteConfirm: 'You want to delete this Staff',
  },
  vendors: {
    fetchFailed: 'Failed to fetch vendors',
    addFailed: 'Failed to add vendor',
    fetchOneFailed: 'Failed to fetch vendor',
    updateFailed: 'Failed to update vendor',
    deleteFailed: 'Failed to delete vendor',
    ledgerFailed: 'Failed to fetch ledger',
    ledgerDetailsFailed: 'Failed to fetch ledger details',
    added: 'Vendor Added Successfully',
    updated: 'Vendor Updated Successfully',
    deleted: 'Vendor Deleted Successfully',
    deleteConfirm: 'Do you want to delete this Vendor?',
  },
  reminders: {
    tokenMissing: 'Authentication token is missing',
    failed: 'Failed to email reminder',
    sendFailed: 'Failed to send email reminder',
  },
  exports: {
    pdfTooLong: (title: string, rows: number, most: number) =>
      `${title} has ${rows.toLocaleString('en')} rows; a PDF holds at most ${most.toLocaleString('en')}. Export CSV or XLSX instead.`,
    /** What the download buttons show while a file streams in: its rows so far, or its size for a binary file. */
    preparing: (progress: { rows?: number; bytes: number }) =>
      progress.rows !== undefined
        ? `Preparing… ${progress.rows.toLocaleString('en')} rows`
        : progress.bytes
          ? `Preparing… ${(progress.bytes / 1_000_000).toFixed(1)} MB`
          : 'Preparing…',
  },
} as const

/**
 * The title of a failed request, by its HTTP status: plain words for the person reading it, not the
 * protocol's reason phrases. The server sends it as `title`; the web uses it when an answer has none.
 */
export const errorTitles: Record<number, string> = {
  0: 'No connection',
  400: 'Please check the entry',
  401: 'Please sign in',
  403: 'Not allowed',
  404: 'Not available',
  405: 'Not possible here',
  409: 'Clashes with saved records',
  413: 'Too large',
  415: 'File type not accepted',
  422: 'Not possible this way',
  429: 'Too many tries',
  500: 'Something went wrong',
}

/** The title for a status; any other failure reads as the server's own fault. */
export const errorTitle = (status: number) => errorTitles[status] ?? errorTitles[500]!

/** Constants of the shell. */
export const ui = {
  version: 'v1.0.0',
  drawerWidth: 260,
  borderRadius: 12,
  toastMs: 5000,
  shortMessageMs: 1500,
} as const

/** A count with its noun: "1 vehicle", "3 vehicles" (`many` for an irregular plural). */
export const counted = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`
