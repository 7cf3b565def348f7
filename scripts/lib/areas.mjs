// The site's areas, from the one list in areas.json (see its $comment).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {{ name: string, dir: string, title: string, devPort: number }[]} */
export const AREAS = JSON.parse(readFileSync(path.join(ROOT, 'areas.json'), 'utf8')).areas;

/** The folders of the front end: the shell, then every area. */
export const FRONT_DIRS = ['host', ...AREAS.map((a) => a.dir)];
