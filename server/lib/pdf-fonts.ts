import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Font, Glyph } from 'fontkit'

/**
 * The one type family every PDF is set in: Noto Sans for Latin, Greek and Cyrillic, Noto Naskh Arabic,
 * and Noto Sans JP (which also draws arrows such as "→" and the CJK punctuation). The files come from
 * font packages (SIL Open Font License); pdfkit embeds only the glyphs a document uses.
 */
export const scripts = ['latin', 'arabic', 'japanese'] as const
export type Script = (typeof scripts)[number]
export type Face = 'regular' | 'bold'

const require = createRequire(import.meta.url)
/** A file beside a package's entry point (the @embedpdf packages export their entry point only). */
const besideEntry = (pkg: string, file: string) => join(dirname(require.resolve(pkg)), file)

const files: Record<Script, Record<Face, () => string>> = {
  latin: {
    regular: () => besideEntry('@embedpdf/fonts-latin', '../fonts/NotoSans-Regular.ttf'),
    bold: () => besideEntry('@embedpdf/fonts-latin', '../fonts/NotoSans-Bold.ttf'),
  },
  // This build has a glyph for every letter in every joining form, so each letter copies out of the PDF
  // as itself; later builds draw dotted letters as a shared skeleton plus dots.
  arabic: {
    regular: () => besideEntry('@embedpdf/fonts-arabic', '../fonts/NotoNaskhArabic-Regular.ttf'),
    bold: () => besideEntry('@embedpdf/fonts-arabic', '../fonts/NotoNaskhArabic-Bold.ttf'),
  },
  japanese: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'),
  },
}

const printableAscii = /^[\x20-\x7e]*$/
const ligature = /f[fil]/

/**
 * fontkit shapes each word through all of Noto Sans's lookups, most of them for other scripts, which
 * slows long exports. Plain ASCII needs only each letter's glyph and each pair's kerning (f-ligatures
 * aside): those words are laid out from them, each pair shaped once per process, as fontkit would.
 */
export const asciiLayout = (font: Font) => {
  const shape = font.layout.bind(font)
  const kerning = new Map<string, number>()
  const kern = (pair: string) => {
    let found = kerning.get(pair)
    if (found === undefined) {
      const run = shape(pair)
      found = run.positions[0]!.xAdvance - run.glyphs[0]!.advanceWidth
      kerning.set(pair, found)
    }
    return found
  }
  return ((text: string, features?: unknown) => {
    if (features !== undefined || !printableAscii.test(text) || ligature.test(text)) {
      return shape(text, features as string[])
    }
    const glyphs = font.glyphsForString(text)
    // pdfkit scales these in place, so each call gets its own.
    const positions = glyphs.map((glyph, i) => ({
      xAdvance: glyph.advanceWidth + (i + 1 < text.length ? kern(text.slice(i, i + 2)) : 0),
      yAdvance: 0,
      xOffset: 0,
      yOffset: 0,
    }))
    return {
      glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0)
      },
    }
  }) as unknown as Font['layout']
}

/**
 * fontkit keeps each glyph with the text it was first made for, and pdfkit writes that text into the
 * PDF; a subset makes the letters inside composed glyphs (the U of Ü) with none, so a shared font would
 * later copy "USD" out as "SD". Each call gets its glyph with the text it asked for. A reader copies
 * right-to-left text out of a PDF by reversing what the glyphs say, so in such a font a ligature's own
 * text (لا, drawn as one glyph) is kept reversed, to come out whole.
 */
const glyphsWithTheirText = (font: Font, rightToLeft: boolean) => {
  const getGlyph = font.getGlyph.bind(font)
  const copies = new Map<string, Glyph>()
  font.getGlyph = (id: number, codePoints: number[] = []) => {
    const glyph = getGlyph(id, codePoints)
    const text = rightToLeft && codePoints.length > 1 ? [...codePoints].reverse() : codePoints
    if (!text.length || sameText(glyph.codePoints, text)) return glyph
    const key = `${id}:${text.join(',')}`
    let copy = copies.get(key)
    if (!copy) {
      copy = Object.create(glyph, { codePoints: { value: text } }) as Glyph
      copies.set(key, copy)
    }
    return copy
  }
}
const sameText = (a: number[], b: number[]) => a.length === b.length && a.every((c, i) => c === b[i])

/**
 * The family, read once per process. fontkit is loaded with the first document (like pdfkit), and each
 * script's files only when a document first needs them: most documents are Latin only, and the
 * Japanese files are 5 MB each.
 */
const loadFamily = async () => {
  const fontkit = await import('fontkit')
  const fonts = new Map<string, Font>()
  const font = (script: Script, face: Face) => {
    const key = `${script}-${face}`
    let found = fonts.get(key)
    if (!found) {
      found = fontkit.create(readFileSync(files[script][face]())) as Font
      glyphsWithTheirText(found, script === 'arabic')
      if (script === 'latin') found.layout = asciiLayout(found)
      fonts.set(key, found)
    }
    return found
  }

  const chosen = new Map<number, Script>()
  /** The first script's font that draws the character (Latin's missing-glyph box when none does). */
  const scriptFor = (codePoint: number): Script => {
    let script = chosen.get(codePoint)
    if (!script) {
      script = scripts.find((s) => font(s, 'regular').hasGlyphForCodePoint(codePoint)) ?? 'latin'
      chosen.set(codePoint, script)
    }
    return script
  }
  /** Whether that script's font draws the character too (to keep spaces and digits in the run around them). */
  const covers = (script: Script, codePoint: number) =>
    scriptFor(codePoint) === script || font(script, 'regular').hasGlyphForCodePoint(codePoint)

  const measured = new Map<Face, { natural: number; ascent: number }>()
  /** The Latin font's line height (ascent to descent, with its gap) and ascent, in em. */
  const metrics = (face: Face) => {
    let found = measured.get(face)
    if (!found) {
      const latin = font('latin', face)
      found = {
        natural: (latin.ascent - latin.descent + latin.lineGap) / latin.unitsPerEm,
        ascent: latin.ascent / latin.unitsPerEm,
      }
      measured.set(face, found)
    }
    return found
  }

  return { font, scriptFor, covers, metrics }
}

export type Family = Awaited<ReturnType<typeof loadFamily>>

let family: Promise<Family> | undefined
export const typeFamily = () => {
  family ??= loadFamily()
  return family
}
