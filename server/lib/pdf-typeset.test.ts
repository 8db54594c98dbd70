import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { create, type Font } from 'fontkit'
import { getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { pdfText } from '../test/pdf-text'
import { bold, regular, renderPdf, write } from './pdf'
import { asciiLayout } from './pdf-fonts'

const printed = async (lines: string[], width?: number) =>
  renderPdf('Lines', (doc) => {
    regular(doc, 10)
    for (const line of lines) write(doc, line, { width })
  })

describe('text in several scripts', () => {
  it('reads back in the order it was typed: mixed lines, numbers in Arabic, ligatures', async () => {
    const lines = [
      'Invoice to محمد علي',
      'محمد علي 12',
      'شارع الشيخ زايد 12، دبي',
      'رقم ١٢٣ و 456',
      // لا and الله are each one glyph: their text must still come out in its order.
      'عبد الله صلاح',
      '東京モーターズ 株式会社 → دبي',
      'Ελληνικά Кириллица Tiếng Việt',
    ]
    const { text } = await pdfText(await printed(lines))
    for (const line of lines) expect(text).toContain(line)
  })

  it('wraps to the width at spaces, and between Japanese characters', async () => {
    const { text } = await pdfText(
      await printed(
        ['محمد علي محمد علي محمد علي محمد علي', '東京モーターズ株式会社東京モーターズ株式会社'],
        60,
      ),
    )
    // Each line is its own run of text: the name comes back whole, one line at a time.
    expect(text.match(/محمد علي/g)).toHaveLength(4)
    expect(text).toMatch(/東京モ.+\s.+株式会社/)
  })

  it('carries on in the same face and size after the page break and its footer', async () => {
    const bytes = await renderPdf('Long', (doc) => {
      bold(doc, 10)
      for (let i = 0; i < 90; i++) write(doc, `Line ${i} محمد علي`)
    })
    const { pages, text } = await pdfText(bytes)
    expect(pages).toBe(2)
    expect(text).toContain('Line 89 محمد علي')
    const pdf = await getDocumentProxy(new Uint8Array(bytes))
    const item = async (page: number, str: string) => {
      const { items } = await (await pdf.getPage(page)).getTextContent()
      const found = items.find((i) => 'str' in i && i.str === str)
      return found && 'fontName' in found ? [found.fontName, found.height] : undefined
    }
    const first = await item(1, 'Line 0')
    expect(first).toEqual([expect.any(String), 10])
    expect(await item(2, 'Page 2')).toEqual([expect.not.stringMatching(first![0] as string), 8])
    expect(await item(2, 'Line 89')).toEqual(first)
  })
})

describe('documents drawn one after another', () => {
  it('copy out the same whatever the documents before them held', async () => {
    // Ё and Й are drawn as Е and И with a mark: embedding them must not change how Е and И copy out later.
    await printed(['Алёна Йорк'])
    const { text } = await pdfText(await printed(['ЕЛЕНА ИВАНОВА', 'Елена Иванова']))
    expect(text).toContain('ЕЛЕНА ИВАНОВА Елена Иванова')
  })
})

describe('the quick layout of plain ASCII', () => {
  const require = createRequire(import.meta.url)
  const noto = (file: string) =>
    create(readFileSync(join(dirname(require.resolve('@embedpdf/fonts-latin')), '../fonts', file))) as Font

  it.each(['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'])(
    'places every glyph where fontkit does (%s)',
    (file) => {
      const font = noto(file)
      const quick = asciiLayout(noto(file))
      const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))
      const samples = [
        ...ascii.flatMap((a) => ascii.map((b) => a + b)),
        'Toyota Corolla Fielder',
        'office fluff',
        'AVAT "Yokohama" 1/2',
        'KR-000123 ZVW30-1234567',
      ]
      for (const text of samples) {
        const expected = font.layout(text)
        const actual = quick(text)
        expect(
          actual.glyphs.map((g) => g.id),
          text,
        ).toEqual(expected.glyphs.map((g) => g.id))
        expect(
          actual.positions.map((p) => [p.xAdvance, p.xOffset, p.yOffset]),
          text,
        ).toEqual(expected.positions.map((p) => [p.xAdvance, p.xOffset, p.yOffset]))
      }
    },
  )
})
