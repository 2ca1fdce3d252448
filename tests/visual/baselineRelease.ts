// The screenshots compare what draws a page, not the release it documents: each sync moves the
// versions the pages show (the announcement, chart versions, image tags), and a baseline drawn with
// the previous release would fail on every page although nothing but the digits changed. The
// baselines record the release they show (release.txt beside them, written whenever they are
// redrawn), and before each screenshot the current release's versions are written back as that
// release had them, from its archived facts (src/data/crdSchema/archive.ts).
import fs from 'node:fs';
import path from 'node:path';
import {ARCHIVE_DIR} from '../../src/data/crdSchema/archive';
import {chartFacts} from '../../src/data/release/generated/charts';
import {release} from '../../src/data/release/generated/release';
import type {PublishedChartValues} from '../../src/plugins/releaseFactsForTools/files';

const RECORD = path.join(__dirname, '__screenshots__', 'release.txt');

/** Notes the release the baselines are drawn with; called when they are redrawn. */
export function recordBaselineRelease(): void {
  fs.writeFileSync(RECORD, `${release.version}\n`);
}

/** Each version of the current release that the baselines show otherwise, with the text they show. */
export function versionsAsDrawn(): [current: string, drawn: string][] {
  const drawn = fs.readFileSync(RECORD, 'utf8').trim();
  if (drawn === release.version) return [];
  const file = path.join(ARCHIVE_DIR, `v${drawn}`, 'chart-values.json');
  if (!fs.existsSync(file)) throw new Error(`The baselines show release ${drawn}, which the archive does not hold: redraw them (npm run test:visual -- --update-snapshots)`);
  const then = (JSON.parse(fs.readFileSync(file, 'utf8')) as PublishedChartValues).charts;
  const pairs = new Map([[release.version, drawn]]);
  for (const chart of Object.values(chartFacts)) {
    const before = then[chart.name]?.appVersion;
    if (before && chart.appVersion && before !== chart.appVersion) pairs.set(chart.appVersion, before);
  }
  return [...pairs];
}
