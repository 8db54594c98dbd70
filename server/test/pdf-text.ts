import { extractText, getDocumentProxy } from 'unpdf'

/** The text of a PDF, pages joined, and its page count — what a reader of the file would see. */
export const pdfText = async (bytes: Buffer | Uint8Array) => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { totalPages, text } = await extractText(pdf, { mergePages: true })
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') }
}
