// npm run fonts:generate — writes styles/pretendard.css from the installed Pretendard package
// (styles/pretendard-faces.ts, ADR 0036). Run it after upgrading `pretendard`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PRETENDARD_SOURCE, pretendardFaces } from '../styles/pretendard-faces';

const require = createRequire(import.meta.url);
const source = fs.readFileSync(require.resolve(PRETENDARD_SOURCE), 'utf8');
const target = path.join(import.meta.dirname, '..', 'styles', 'pretendard.css');
fs.writeFileSync(target, pretendardFaces(source));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
