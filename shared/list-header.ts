/** The header a paged list answers its total in. Kept apart from the zod contracts so the web's API client stays small. */
export const totalCountHeader = 'X-Total-Count'
