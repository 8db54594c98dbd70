import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'

/** The API as web tests see it: each test adds the handlers it needs; an unhandled call fails the test. */
export const server = setupServer()

/** A URL on the app's own origin, as the API client calls it: apiUrl('car/GetAll'). */
export const apiUrl = (path: string) => `${window.location.origin}/api/${path}`

export { HttpResponse, http }
