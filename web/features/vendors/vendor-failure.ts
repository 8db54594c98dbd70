import { useEffect } from 'react'
import { messages } from '../../../shared/messages'
import { ApiError, errorText } from '../../lib/api'
import { useNotify } from '../../lib/notify'

/**
 * For vendors: the dialog's heading is the server response's title (else 'Error!'); its text
 * Is the first imageFile error when the picture was refused, else the server's message, else the
 * Spec's fallback.
 */
export const vendorFailure = (err: unknown, fallback: string) => {
  const api = err instanceof ApiError ? err : undefined
  const imageError = api?.errors.imageFile?.[0]
  return {
    title: api?.title || messages.common.errorTitle,
    text: imageError ? `Picture: ${imageError}` : errorText(err, fallback),
  }
}

/** Shows a failed vendor fetch as that dialog. */
export const useVendorErrorAlert = (error: unknown, fallback: string) => {
  const notify = useNotify()
  useEffect(() => {
    if (error) void notify.alert(vendorFailure(error, fallback))
  }, [error, notify, fallback])
}
