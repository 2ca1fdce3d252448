// `npm run patches:table`: rewrites the README's table of framework patches from the registry and
// the bench's measurements (src/frameworkPatches), after an edit of the registry.
import fs from 'node:fs';
import path from 'node:path';
import {repoRoot} from '../lib/root';
import {withPatchesTable} from '../src/frameworkPatches/table';

const readme = path.join(repoRoot, 'README.md');
fs.writeFileSync(readme, withPatchesTable(fs.readFileSync(readme, 'utf8')));
console.log('wrote the table of framework patches into README.md');
