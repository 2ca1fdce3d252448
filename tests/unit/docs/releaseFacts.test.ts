// What the docs say about the release must be true of the release in src/data/release
// (tests/unit/support/releaseChecks.ts has the checks): values keys, ScanTypes and resources, image
// tags, pinned versions and release tags, read as the build renders the pages.
import {describe, expect, it} from 'vitest';
import {chartFacts} from '../../../src/data/release/generated/charts';
import {release} from '../../../src/data/release/generated/release';
import {docPages, isValuesPath, releaseChecks, type Facts} from '../support/releaseChecks';

const facts: Facts = {version: release.version, charts: chartFacts};
const pages = docPages(facts);

describe('what the docs say about the release', () => {
  it.each(Object.entries(releaseChecks))('%s', (_name, check) => {
    expect(check(facts, pages)).toEqual([]);
  });

  it('the check itself tells keys from non-keys', () => {
    const nmap = chartFacts.nmap;
    for (const key of ['cascadingRules.enabled', 'scanner', 'scanner.securityContext', 'scanner.securityContext.capabilities.add', 'scanner.resources.limits.cpu', 'scanner.env[0].name']) {
      expect(isValuesPath(nmap, key), key).toBe(true);
    }
    for (const key of ['cascadingRule.enabled', 'scanner.image.digest', 'scanner.backoffLimit.max', 'parser.securityContext']) {
      expect(isValuesPath(nmap, key), key).toBe(false);
    }
  });

  it('the checks read pages with their release facts filled in, so they see what readers see', () => {
    const upgrading = pages.find((page) => page.file === 'docs/getting-started/upgrading.md')!;
    expect(upgrading.fences.some((fence) => fence.body.includes(`--version ${release.version}`))).toBe(true);
    expect(pages.flatMap((page) => [...page.proseLines.map((l) => l.text), ...page.fences.map((f) => f.body)]).filter((text) => /@release@/.test(text))).toEqual([]);
  });
});
