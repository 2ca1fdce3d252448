// `npm run generate:validators`: writes the scan builder's standalone manifest validators
// (src/data/crdSchema/standalone.ts) after a release sync changed the CRD facts.
import fs from 'node:fs';
import path from 'node:path';
import {VALIDATORS_MODULE, validatorsModule} from '../src/data/crdSchema/standalone';

const file = path.resolve(__dirname, '..', VALIDATORS_MODULE);
fs.writeFileSync(file, validatorsModule());
console.log(`wrote ${VALIDATORS_MODULE}`);
