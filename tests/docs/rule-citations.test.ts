// @vitest-environment node
// The rules live in the repository (docs/product-rules.md, docs/architecture.md) and the code
// cites them as `rules §4.7` or `architecture §4`. A citation of a rule that does not exist, or
// of a document a clone does not hold, fails here.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Section numbers (`## 4. …`) and rule numbers (`- **4.7** …`) of a rules document. */
function anchors(markdown: string): Set<string> {
  const out = new Set<string>();
  for (const m of markdown.matchAll(/^## (\d+)\. /gm)) out.add(m[1]!);
  for (const m of markdown.matchAll(/^- \*\*(\d+\.\d+)\*\* /gm)) out.add(m[1]!);
  return out;
}

const documents = {
  rules: anchors(read('docs/product-rules.md')),
  architecture: anchors(read('docs/architecture.md')),
};

/** Every tracked text file of our own (code, tests, docs, locales, config). */
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx|js|mjs|cjs|md|json|scss|css)$/.test(f))
  .filter((f) => !f.startsWith('server/db/migrations/') && f !== 'package-lock.json')
  .filter((f) => fs.existsSync(path.join(root, f)));

interface Citation {
  file: string;
  line: number;
  text: string;
}

function citations(pattern: RegExp): Citation[] {
  const out: Citation[] = [];
  for (const file of files) {
    const lines = read(file).split('\n');
    lines.forEach((text, i) => {
      if (pattern.test(text)) out.push({ file, line: i + 1, text: text.trim() });
    });
  }
  return out;
}

describe('the product rules are in the repository', () => {
  it('numbers its sections 1 to 9 and each rule once', () => {
    const markdown = read('docs/product-rules.md');
    const rules = [...markdown.matchAll(/^- \*\*(\d+\.\d+)\*\* /gm)].map((m) => m[1]!);
    expect(new Set(rules).size).toBe(rules.length);
    for (let section = 1; section <= 9; section++) {
      expect(documents.rules.has(String(section))).toBe(true);
      expect(rules.some((r) => r.startsWith(`${section}.`))).toBe(true);
    }
  });

  it('every citation names a rule or section that exists', () => {
    const missing: string[] = [];
    const cite = /\b(rules|architecture) §\s?(\d+(?:\.\d+)?)/g;
    for (const file of files) {
      read(file)
        .split('\n')
        .forEach((text, i) => {
          for (const m of text.matchAll(cite)) {
            const doc = m[1] as keyof typeof documents;
            if (!documents[doc].has(m[2]!)) missing.push(`${file}:${i + 1} ${m[0]}`);
          }
        });
    }
    expect(missing).toEqual([]);
  });

  it('no file cites the specification or the design document outside the repository', () => {
    const outside = citations(/\bSPEC(\.md)? ?§|\bDESIGN\.md\b|\.\.\/shared\//)
      .filter((c) => c.file !== 'tests/docs/rule-citations.test.ts')
      .map((c) => `${c.file}:${c.line} ${c.text}`);
    expect(outside).toEqual([]);
  });

  it('indexes every decision record', () => {
    const index = read('docs/decisions/README.md');
    const records = fs
      .readdirSync(path.join(root, 'docs/decisions'))
      .filter((f) => /^\d{4}-.*\.md$/.test(f));
    expect(records.filter((f) => !index.includes(`(${f})`))).toEqual([]);
  });
});
