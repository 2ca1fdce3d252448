import AxeBuilder from '@axe-core/playwright';
import {test, expect, recordScripts, type Page} from './support/test';
import {cascadingRules} from '../../src/data/release/generated/cascading-rules';
import {release} from '../../src/data/release/generated/release';

const HOOK_PAGE = '/docs/hooks/cascading-scans';
const explorer = (page: Page) => page.locator('[data-cascade-explorer]');
const chainList = (page: Page) => page.getByTestId('cascade-list');
/** The rule names the explorer's list shows. */
const listedRules = (page: Page) => chainList(page).locator('li[data-rule]').evaluateAll((items) => items.map((li) => li.getAttribute('data-rule')));

async function openExplorer(page: Page) {
  await page.goto(HOOK_PAGE);
  await explorer(page).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-cascade-explorer-ready]')).toBeVisible();
}

/** Words only the explorer's code holds. */
const isExplorerScript = (body: string) => body.includes('can start scans after a');

test.describe('cascading rules reference', () => {
  test('the cascading-scans page lists all 29 rules of the release with labels, matches, ScanType and parameters', async ({page}) => {
    await page.goto(HOOK_PAGE);
    const rows = page.getByTestId('cascading-rule-table').locator('tbody tr');
    await expect(rows).toHaveCount(29);
    expect(await rows.locator('th').allTextContents()).toEqual(cascadingRules.map((r) => r.name));
    const smb = page.locator('#rule-nmap-smb');
    await expect(smb).toContainText('Open Port (port 445, state open)');
    await expect(smb).toContainText('-Pn -p{{attributes.port}} --script smb-protocols {{$.hostOrIP}}');
    await expect(page.locator('#rule-ncrack-ssh')).toContainText('invasive');
    await expect(page.locator('#rule-zap-http')).toContainText('also sets');
  });

  test("a scanner page lists the rules its findings can start and its chart's own rules", async ({page}) => {
    await page.goto('/docs/scanners/nmap');
    const starts = page.locator('[data-island="cascades-starts-nmap"]');
    await expect(starts).toContainText('27 rules');
    await expect(starts.getByRole('link', {name: 'Ncrack'})).toHaveAttribute('href', '/docs/scanners/ncrack');
    const startedBy = page.locator('[data-island="cascades-startedBy-nmap"]');
    await expect(startedBy.locator('li')).toHaveCount(2);
    await expect(startedBy.locator('li').first()).toContainText('nmap-hostscan');
    await expect(startedBy.locator('li').first().getByRole('link', {name: 'Subfinder'})).toBeVisible();

    await page.goto('/docs/scanners/gitleaks');
    await expect(page.locator('[data-island="cascades-starts-gitleaks"]')).toContainText('start no follow-up scan');
    await expect(page.locator('[data-island="cascades-startedBy-gitleaks"]')).toContainText('ships no CascadingRule');
  });

  test('the lists come with the page; a client-side navigation renders them too', async ({page}) => {
    await page.goto('/docs/scanners/subfinder');
    await expect(page.locator('[data-island="cascades-starts-subfinder"]')).toContainText('nmap-hostscan');
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/scanners/sslyze"]').click();
    await expect(page).toHaveURL(/\/docs\/scanners\/sslyze$/);
    await expect(page.locator('[data-island="cascades-startedBy-sslyze"] li')).toHaveCount(6);
  });
});

test.describe('cascade explorer', () => {
  test('loads its code only when the reader scrolls to it', async ({page}) => {
    const scripts = recordScripts(page);
    await page.goto(HOOK_PAGE);
    const before = await scripts.settled();
    expect(before.filter((s) => isExplorerScript(s.body)).map((s) => s.url)).toEqual([]);
    await expect(explorer(page)).toHaveAttribute('data-cascade-explorer', 'idle');
    await explorer(page).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-cascade-explorer-ready]')).toBeVisible();
    const after = await scripts.settled();
    expect(after.some((s) => isExplorerScript(s.body))).toBe(true);
  });

  test('from nmap, "All rules" includes ncrack and a non-invasive selector removes it', async ({page}) => {
    await openExplorer(page);
    await expect(page.getByTestId('cascade-summary')).toHaveText('27 rules in 10 charts can start scans after a Nmap scan.');
    expect((await listedRules(page)).filter((r) => r?.startsWith('ncrack-'))).toHaveLength(9);
    await expect(explorer(page).locator('pre')).toContainText('cascades: {}');

    await page.getByRole('button', {name: 'Non-invasive', exact: true}).click();
    await expect(page.getByTestId('cascade-summary')).toHaveText('18 rules in 9 charts can start scans after a Nmap scan.');
    expect((await listedRules(page)).filter((r) => r?.startsWith('ncrack-'))).toEqual([]);
    await expect(explorer(page).locator('pre')).toContainText('securecodebox.io/invasive: non-invasive');
    // nmap-smb starts nmap again: shown once, not followed a second time.
    await expect(chainList(page).locator('li[data-rule="nmap-smb"]')).toContainText('followed above');

    await page.getByRole('button', {name: 'All rules'}).click();
    expect((await listedRules(page)).filter((r) => r?.startsWith('ncrack-'))).toHaveLength(9);
  });

  test('from subfinder with all rules: nmap and whatweb, then everything nmap can start', async ({page}) => {
    await openExplorer(page);
    await explorer(page).getByLabel('First scan').selectOption('subfinder');
    await expect(page.getByTestId('cascade-summary')).toHaveText('29 rules in 11 charts can start scans after a Subfinder scan.');
    const top = chainList(page).locator(':scope > li > ul > li');
    expect(await top.evaluateAll((items) => items.map((li) => li.getAttribute('data-rule')))).toEqual(['nmap-hostscan', 'whatweb-subdomain-scan']);
    await expect(chainList(page).locator('li[data-rule="nmap-hostscan"] li[data-rule="ncrack-ssh"]')).toHaveCount(1);
  });

  test('label checkboxes write matchExpressions, and a label with no value allowed becomes NotIn, which no rule of the release passes', async ({page}) => {
    await openExplorer(page);
    const intensive = explorer(page).getByRole('group', {name: 'securecodebox.io/intensive'});
    await intensive.getByLabel('high').uncheck();
    const yaml = explorer(page).locator('pre');
    await expect(yaml).toContainText('operator: In');
    await expect(yaml).toContainText('values: [light, medium]');
    expect((await listedRules(page)).filter((r) => r?.startsWith('ncrack-'))).toEqual([]);
    await intensive.getByLabel('light').uncheck();
    await intensive.getByLabel('medium').uncheck();
    await expect(yaml).toContainText('operator: NotIn');
    await expect(yaml).toContainText('values: [light, medium, high]');
    await expect(page.getByTestId('cascade-summary')).toContainText('No rule that this selector allows matches what a Nmap scan reports');
    await expect(chainList(page)).toHaveCount(0);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`passes axe in ${mode} mode, with the explorer open`, async ({page}) => {
      test.setTimeout(90_000);
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await openExplorer(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const result = await new AxeBuilder({page})
        .include('[data-cascade-explorer]')
        .include('[data-testid="cascading-rule-table"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .exclude('.prism-code .token-line')
        .analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('scanner matrix', () => {
  const matrix = (page: Page) => page.getByTestId('scanner-matrix');
  const shownScanners = (page: Page) =>
    matrix(page)
      .locator('tbody tr:not([hidden])')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-scanner')));
  const scanners = release.charts.filter((c) => c.kind === 'scanner').map((c) => c.name);

  test('has one row per released scanner with platforms and tool version from the release', async ({page}) => {
    await page.goto('/docs/scanners');
    expect((await shownScanners(page)).sort()).toEqual([...scanners].sort());
    const nmap = matrix(page).locator('tr[data-scanner="nmap"]');
    await expect(nmap).toContainText('Hosts and networks');
    await expect(nmap).toContainText('2, none invasive');
    await expect(nmap).toContainText('amd64, arm64');
    await expect(nmap).toContainText(release.charts.find((c) => c.name === 'nmap')!.appVersion!);
    await expect(matrix(page).locator('tr[data-scanner="ncrack"]')).toContainText('9, all invasive');
  });

  test('filters by target kind and by "no invasive rules" without leaving the page', async ({page}) => {
    await page.goto('/docs/scanners');
    await page.getByLabel('Scans').selectOption('cluster');
    expect(await shownScanners(page)).toEqual(['kube-hunter', 'trivy']);
    await page.getByLabel('Scans').selectOption('network');
    expect(await shownScanners(page)).toEqual(['ncrack', 'nmap', 'ssh-audit', 'sslyze']);
    await page.getByLabel('No invasive rules').check();
    expect(await shownScanners(page)).toEqual(['nmap', 'ssh-audit', 'sslyze']);
    await expect(page.getByText('3 of 18 scanners')).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/scanners$/);
  });

  test('is a complete plain table without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/docs/scanners');
    await expect(page.getByTestId('scanner-matrix').locator('tbody tr:not([hidden])')).toHaveCount(scanners.length);
    await expect(page.getByLabel('No invasive rules')).toHaveCount(0);
    await context.close();
  });
});
