import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/** The repository must stand alone: its documents link only to files inside it, and the linter keeps its layers apart. */
const root = resolve(import.meta.dirname, '..')
const tracked = (pattern: string) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', pattern], { cwd: root })
    .toString()
    .split('\n')
    .filter((f) => f && existsSync(join(root, f)))

describe('documents', () => {
  it('every relative link in a Markdown file points to a file in the repository', () => {
    const broken: string[] = []
    for (const file of tracked('*.md')) {
      const text = readFileSync(join(root, file), 'utf8')
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target!)) continue
        const path = resolve(root, dirname(file), target!.split('#')[0]!)
        if (!path.startsWith(`${root}/`) || !existsSync(path)) broken.push(`${file} → ${target}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('every docs/ path named in code or documents exists', () => {
    const missing: string[] = []
    for (const file of [...tracked('*.ts'), ...tracked('*.tsx'), ...tracked('*.md')]) {
      const text = readFileSync(join(root, file), 'utf8')
      for (const [path] of text.matchAll(/\bdocs\/[\w./-]+\.md\b/g))
        if (!existsSync(join(root, path))) missing.push(`${file} → ${path}`)
    }
    expect(missing).toEqual([])
  })

  it('nothing cites material outside the repository', () => {
    const offenders = [...tracked('*.ts'), ...tracked('*.tsx'), ...tracked('*.md')].filter((file) =>
      /\.\.\/shared\/[\w-]+\.md|[Ss]pec §|\b[Ii]ssue \d+/.test(readFileSync(join(root, file), 'utf8')),
    )
    expect(offenders.filter((f) => f !== 'scripts/repository.test.ts')).toEqual([])
  })
})

describe('the data path', () => {
  it("no code reaches a library's private field", () => {
    const privateField = /\._(?!_)(?:\w+|(?=\.))|\[['"]_[a-zA-Z]\w*['"]\]|\{\s*_[a-zA-Z]\w*\s*:/
    const offenders = [...tracked('server/*'), ...tracked('shared/*'), ...tracked('web/*')].filter(
      (file) =>
        /\.(ts|tsx|mjs)$/.test(file) &&
        !/\.test\.tsx?$/.test(file) &&
        privateField.test(readFileSync(join(root, file), 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})

describe('layer boundaries (biome.json)', () => {
  const fixture = join(root, 'web/features/zz-boundary-fixture')
  afterAll(() => rmSync(fixture, { recursive: true, force: true }))
  const lint = (name: string, source: string) => {
    mkdirSync(fixture, { recursive: true })
    const file = join(fixture, name)
    writeFileSync(file, source)
    return spawnSync(join(root, 'node_modules/.bin/biome'), ['lint', file], { cwd: root, encoding: 'utf8' })
  }

  it("refuses an import of another web feature's files; its index.ts is the way in", () => {
    const run = lint(
      'cross.ts',
      "import { useVehicles } from '../vehicles/vehicles.api'\nexport const x = useVehicles\n",
    )
    expect(run.status).not.toBe(0)
    expect(run.stdout + run.stderr).toContain(
      'A web feature reaches another feature only through its index.ts',
    )
    expect(
      lint(
        'through-index.ts',
        "import { ExpenseDialog } from '../expenses'\nexport const x = ExpenseDialog\n",
      ).status,
    ).toBe(0)
  })

  it('refuses an import of web/app from a web feature', () => {
    const run = lint('app.ts', "import { appRoutes } from '../../app/router'\nexport const x = appRoutes\n")
    expect(run.status).not.toBe(0)
    expect(run.stdout + run.stderr).toContain('A web feature never imports web/app')
  })

  it('refuses an import of the server from the web app', () => {
    const run = lint(
      'server.ts',
      "import { buildApp } from '../../../server/app'\nexport const x = buildApp\n",
    )
    expect(run.status).not.toBe(0)
    expect(run.stdout + run.stderr).toContain('only over HTTP')
  })

  it('refuses an import of a server feature from server/lib', () => {
    const libFixture = join(root, 'server/lib/zz-boundary-fixture')
    try {
      mkdirSync(libFixture, { recursive: true })
      const file = join(libFixture, 'probe.ts')
      writeFileSync(
        file,
        "import { findSessionUser } from '../../features/session/session.repo'\nexport const x = findSessionUser\n",
      )
      const run = spawnSync(join(root, 'node_modules/.bin/biome'), ['lint', file], {
        cwd: root,
        encoding: 'utf8',
      })
      expect(run.status).not.toBe(0)
      expect(run.stdout + run.stderr).toContain(
        'server/lib and server/plugins hold mechanisms: they import no feature',
      )
    } finally {
      rmSync(libFixture, { recursive: true, force: true })
    }
  })

  it('lets a feature use shared pieces and the contracts', () => {
    const run = lint(
      'fine.ts',
      "import { Page } from '../../components/page'\nimport { formatMoney } from '../../../shared/money'\nexport const x = [Page, formatMoney]\n",
    )
    expect(run.stdout + run.stderr).not.toContain('noRestrictedImports')
    expect(run.status).toBe(0)
  })
})
