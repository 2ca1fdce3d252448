import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {__importDefault} from '../../../src/plugins/tslibHelperOnly/tslibImportDefault';

const require = createRequire(import.meta.url);

describe('tslib for @docusaurus/utils-common', () => {
  it('is only asked for __importDefault', () => {
    const lib = path.dirname(require.resolve('@docusaurus/utils-common/lib/index.js'));
    const helpers = new Set<string>();
    for (const file of fs.readdirSync(lib).filter((f) => f.endsWith('.js'))) {
      for (const [, helper] of fs.readFileSync(path.join(lib, file), 'utf8').matchAll(/tslib_\d+\.(\w+)/g)) helpers.add(helper);
    }
    expect([...helpers]).toEqual(['__importDefault']);
  });

  it('behaves like tslib', async () => {
    const tslib = await import('tslib');
    const esModule = {__esModule: true, default: 1};
    const commonJs = {a: 1};
    expect(__importDefault(esModule)).toBe(esModule);
    expect(__importDefault(esModule)).toBe(tslib.__importDefault(esModule));
    expect(__importDefault(commonJs)).toEqual(tslib.__importDefault(commonJs));
    expect(__importDefault(null)).toEqual(tslib.__importDefault(null));
  });
});
