// The Unicode line breaking algorithm pdfkit itself uses; the package ships no types.
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string)
    /** The next place a line may end, or null after the last. */
    nextBreak(): { position: number; required: boolean } | null
  }
}
