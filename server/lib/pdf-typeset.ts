// pdfkit draws one font per call and has no bidi, so text in several scripts is set here: runs, order, lines.
import { scripts as allScripts, type Face, type Script, typeFamily } from './pdf-fonts'

type Pdf = PDFKit.PDFDocument
export type TextOptions = {
  x?: number
  y?: number
  width?: number
  align?: 'left' | 'right' | 'center'
  /** false: one line, not wrapped, not moved onto a new page. */
  lineBreak?: boolean
}

/** The family, the bidi algorithm and the line breaker, loaded with the first document. */
const loadTools = async () => {
  const [family, { default: bidiFactory }, { default: LineBreaker }] = await Promise.all([
    typeFamily(),
    import('bidi-js'),
    import('linebreak'),
  ])
  return { family, bidi: bidiFactory(), LineBreaker }
}
type Tools = Awaited<ReturnType<typeof loadTools>>
let tools: Promise<Tools> | undefined
export const typesettingTools = () => {
  tools ??= loadTools()
  return tools
}

const lineSpacing = 1.156
const fontNames = Object.fromEntries(
  allScripts.map((s) => [s, { regular: `${s}-regular`, bold: `${s}-bold` }]),
) as Record<Script, Record<Face, string>>
const printableAscii = /^[\x20-\x7e]*$/
const rightToLeft = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u061c\u200f\u202b\u202e\u2067]/
const letter = /\p{L}/u
const mark = /\p{M}/u
const space = /\s/
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff
/** fontkit lays a run out right to left when its first character of a named script is of such a script. */
const firstOfAScript = /[^\p{Script=Common}\p{Script=Inherited}]/u
const rtlScript = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u
const fontkitReverses = (text: string) => rtlScript.test(text.match(firstOfAScript)?.[0] ?? '')

/** One document's text: the face in use, and the family's fonts registered once each. */
export const typesetter = (doc: Pdf, { family, bidi, LineBreaker }: Tools) => {
  let face: Face = 'regular'
  const registered = new Set<string>()
  const use = (script: Script) => {
    const name = fontNames[script][face]
    if (!registered.has(name)) {
      // pdfkit 0.20 takes a parsed fontkit font, so the file is parsed once per process (its types lag).
      doc.registerFont(name, family.font(script, face) as unknown as Buffer)
      registered.add(name)
    }
    return doc.font(name)
  }
  const setFace = (next: Face, size?: number) => {
    face = next
    use('latin')
    if (size !== undefined) doc.fontSize(size)
  }

  /** Text the Latin font draws alone, in logical order: pdfkit sets it directly (the fast path). */
  const isLatin = (text: string) => {
    if (printableAscii.test(text)) return true
    if (rightToLeft.test(text)) return false
    for (const ch of text) if (ch !== '\n' && family.scriptFor(ch.codePointAt(0)!) !== 'latin') return false
    return true
  }

  /**
   * Each UTF-16 unit's script: letters by their font; marks with their letter; spaces, digits and
   * punctuation with the run they are in, on the same side (embedded right to left, or not).
   */
  const scriptsOf = (text: string, levels: Uint8Array) => {
    const out: Script[] = []
    let previous: Script | undefined
    let i = 0
    for (const ch of text) {
      const cp = ch.codePointAt(0)!
      const sameSide = i > 0 && levels[i]! > 0 === levels[i - 1]! > 0
      const script =
        previous && (mark.test(ch) || (!letter.test(ch) && sameSide && family.covers(previous, cp)))
          ? previous
          : family.scriptFor(cp)
      for (let k = 0; k < ch.length; k++) out.push(script)
      previous = script
      i += ch.length
    }
    return out
  }

  const widthOf = (script: Script, text: string) => use(script).widthOfString(text, { features: [] })

  /** A paragraph cut into lines, each a run list in visual order, left to right. */
  const lay = (text: string, width: number | undefined) => {
    const levels = bidi.getEmbeddingLevels(text, 'ltr')
    const scripts = scriptsOf(text, levels.levels)
    const measure = (from: number, to: number) => {
      let sum = 0
      for (let i = from; i < to; ) {
        let j = i + 1
        while (j < to && scripts[j] === scripts[i]) j++
        sum += widthOf(scripts[i]!, text.slice(i, j))
        i = j
      }
      return sum
    }
    const trimEnd = (from: number, to: number) => {
      while (to > from && space.test(text[to - 1]!)) to--
      return to
    }

    const ranges: [number, number][] = []
    let start = 0
    let end = 0
    let used = 0
    const breaker = new LineBreaker(text)
    for (let brk = breaker.nextBreak(); brk; brk = breaker.nextBreak()) {
      const next = brk.position
      const wordWidth = measure(end, trimEnd(end, next))
      if (width !== undefined && end > start && used + wordWidth > width) {
        ranges.push([start, end])
        start = end
        used = 0
      }
      if (width !== undefined && end === start && wordWidth > width) {
        // A word wider than the column is cut where it reaches the edge, as pdfkit does.
        for (const ch of text.slice(end, trimEnd(end, next))) {
          const w = measure(end, end + ch.length)
          if (end > start && used + w > width) {
            ranges.push([start, end])
            start = end
            used = 0
          }
          used += w
          end += ch.length
        }
      }
      used += measure(end, next)
      end = next
    }
    ranges.push([start, end])

    return ranges.map(([from, to]) => {
      const last = trimEnd(from, to) - 1
      // The line's characters in visual order, left to right, mirrored where right to left ("(" → ")").
      const visual: { script: Script; embedded: boolean; ch: string }[] = []
      for (const i of bidi.getReorderedIndices(text, levels, from, last)) {
        // The indices come for the whole paragraph (this line's in their order among them), by UTF-16 unit.
        if (i < from || i > last || isLowSurrogate(text.charCodeAt(i))) continue
        const ch = String.fromCodePoint(text.codePointAt(i)!)
        const level = levels.levels[i]!
        visual.push({
          script: scripts[i]!,
          embedded: level > 0,
          ch: level % 2 === 1 ? (bidi.getMirroredCharacter(ch) ?? ch) : ch,
        })
      }
      // One run per font and side: text at the paragraph's level apart from what is embedded in it (a
      // right-to-left name with its numbers), so a reader copies each out whole. fontkit shapes what
      // it is given and reverses it when its script is right to left, so such a run goes in reversed:
      // Arabic letters in their logical order, numbers reversed.
      const runs: { script: Script; text: string; width: number }[] = []
      for (let i = 0; i < visual.length; ) {
        let j = i + 1
        while (
          j < visual.length &&
          visual[j]!.script === visual[i]!.script &&
          visual[j]!.embedded === visual[i]!.embedded
        )
          j++
        const chars = visual.slice(i, j).map((v) => v.ch)
        const shown = fontkitReverses(chars.join('')) ? chars.reverse().join('') : chars.join('')
        runs.push({ script: visual[i]!.script, text: shown, width: widthOf(visual[i]!.script, shown) })
        i = j
      }
      return runs
    })
  }

  const linesOf = (text: string, width: number | undefined) =>
    text.split('\n').flatMap((paragraph) => lay(paragraph, width))

  /**
   * Lines are set as close as the layout's page breaks were drawn for (Noto Sans alone sets them
   * wider), and the baseline goes up by half the difference, so text stays centred in its line.
   */
  const spacing = () => {
    const { natural, ascent } = family.metrics(face)
    const size = use('latin').currentLineHeight(true) / natural
    return {
      lineGap: (lineSpacing - natural) * size,
      baseline: -(ascent + (lineSpacing - natural) / 2) * size,
      size,
    }
  }

  /** Like doc.text: from the given or current position, wrapped to the width; the position moves below. */
  const write = (text: string, options: TextOptions = {}) => {
    const x = options.x ?? doc.x
    const y = options.y ?? doc.y
    const { lineGap, baseline } = spacing()
    if (isLatin(text)) {
      const { width, align, lineBreak } = options
      return use('latin').text(text, x, y, { width, align, lineBreak, lineGap, baseline })
    }

    const width =
      options.lineBreak === false ? undefined : (options.width ?? doc.page.width - x - doc.page.margins.right)
    const height = use('latin').currentLineHeight(true) + lineGap
    let top = y
    for (const runs of linesOf(text, width)) {
      if (
        options.lineBreak !== false &&
        top + height > doc.page.height - doc.page.margins.bottom &&
        top > doc.page.margins.top
      ) {
        doc.addPage()
        top = doc.page.margins.top
      }
      const lineWidth = runs.reduce((sum, r) => sum + r.width, 0)
      const room = (width ?? lineWidth) - lineWidth
      let left = x + (options.align === 'right' ? room : options.align === 'center' ? room / 2 : 0)
      for (const run of runs) {
        use(run.script).text(run.text, left, top, { lineBreak: false, features: [], baseline })
        left += run.width
      }
      top += height
    }
    use('latin')
    doc.x = x
    doc.y = top
    return doc
  }

  /** The height `write` would take at this width. */
  const heightOf = (text: string, options: { width?: number } = {}) => {
    const { lineGap } = spacing()
    if (isLatin(text)) return use('latin').heightOfString(text, { width: options.width, lineGap })
    const lines = linesOf(text, options.width ?? doc.page.width - doc.x - doc.page.margins.right).length
    return lines * (use('latin').currentLineHeight(true) + lineGap)
  }

  /** Draws something in its own face and size, then gives the text around it its own back. */
  const aside = (draw: () => void) => {
    const { size } = spacing()
    const saved = face
    draw()
    setFace(saved, size)
  }

  return { setFace, write, heightOf, aside }
}

export type Typesetter = ReturnType<typeof typesetter>
