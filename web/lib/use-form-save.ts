import { useQueryClient } from '@tanstack/react-query'
import { type BaseSyntheticEvent, useEffect, useRef } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { messages } from '../../shared/messages'
import { ApiError, errorText } from './api'
import { applyServerErrors } from './form-errors'
import { useNotify } from './notify'
import { useUnsavedChanges } from './unsaved-changes'

type Failure = { title: string; text: string }

type Options<Out> = {
  /**
   * Saves the checked values and does what follows a save (toast, navigate, close); throws on failure.
   * Resolves `false` when a check of the form's own refused the values (it put its message on a field).
   */
  save: (values: Out) => Promise<unknown>
  /** The text for a failure that carries no message of its own (the spec's 'Failed to …'). */
  failed: string
  /** The popup for a failure no field shows; the spec's 'Error!' with the message by default. */
  describe?: (err: unknown, failed: string) => Failure
  /** A server field the form shows outside react-hook-form (a file); true when it took the message. */
  elsewhere?: (field: string, message: string) => boolean
  /** The form's name for a server field, where they differ. */
  rename?: (field: string) => string
}

const spec = (err: unknown, failed: string): Failure => ({
  title: messages.common.errorTitle,
  text: errorText(err, failed),
})

/** A save refused because someone else saved the record after this form loaded it. */
const isStale = (err: unknown) => err instanceof ApiError && err.status === 409 && !!err.errors.version

/**
 * The one way every form saves. Invalid fields (the form's own check, or the server's answer) get
 * their message under them and the first one the focus; only what names no field of the form shows as
 * a popup. A save refused as stale offers to reload the record: the page's queries are fetched again,
 * and the page, which keys its form by the record's version, shows the fresh record. While the form
 * holds unsaved typing, leaving asks first; a save that goes on to navigate is not asked about.
 */
export const useFormSave = <In extends FieldValues, Out>(
  form: UseFormReturn<In, unknown, Out>,
  { save, failed, describe = spec, elsewhere, rename }: Options<Out>,
) => {
  const notify = useNotify()
  const queryClient = useQueryClient()
  const saving = useRef(false)
  const formElement = useRef<HTMLFormElement | null>(null)
  const { isDirty, errors } = form.formState
  useUnsavedChanges(() => isDirty && !saving.current)

  // After a submit with errors, once they show: the first invalid field on screen takes the focus (the
  // form library's own focus goes by registration order and skips pickers it does not hold).
  const focusFirstInvalid = useRef(false)
  useEffect(() => {
    if (!focusFirstInvalid.current || Object.keys(errors).length === 0) return
    const invalid = formElement.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"]:not([aria-hidden="true"])',
    )
    if (!invalid) return
    focusFirstInvalid.current = false
    // After the form library's own focusing, which it repeats on a timer after an invalid submit.
    setTimeout(() => invalid.isConnected && invalid.focus())
  })

  const placeError: typeof form.setError = (...args) => {
    focusFirstInvalid.current = true
    form.setError(...args)
  }

  const submit = form.handleSubmit(
    async (values) => {
      saving.current = true
      focusFirstInvalid.current = false
      try {
        if ((await save(values)) === false) {
          focusFirstInvalid.current = true
          return
        }
        // What was saved is the form's new starting point: nothing unsaved is left to ask about.
        form.reset(form.getValues())
      } catch (err) {
        if (isStale(err)) {
          const reload = await notify.confirm({
            title: messages.common.changedMeanwhile,
            text: messages.common.reloadChanged,
            yes: messages.common.reload,
            no: messages.common.keepEditing,
          })
          if (reload) await queryClient.refetchQueries({ type: 'active' })
          return
        }
        const left = applyServerErrors(err, placeError, {
          elsewhere,
          rename,
          // A field the form shows is an input of that name in it (a hidden key such as carId is not).
          has: (field) => !!formElement.current?.elements.namedItem(field),
        })
        const namesAField = err instanceof ApiError && Object.keys(err.errors).length > 0
        if (!namesAField) await notify.alert(describe(err, failed))
        else if (left.length) await notify.alert({ ...describe(err, failed), text: left.join(' ') })
      } finally {
        saving.current = false
      }
    },
    () => {
      focusFirstInvalid.current = true
    },
  )
  return (event?: BaseSyntheticEvent) => {
    formElement.current = event?.target instanceof HTMLFormElement ? event.target : null
    return submit(event)
  }
}
