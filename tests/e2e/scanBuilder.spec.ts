import AxeBuilder from '@axe-core/playwright';
import yaml from 'js-yaml';
import {holdRequests, test, expect, recordScripts, type Page} from './support/test';
import {schemaModeline, schemaPath} from '../../src/data/crdSchema/published';
import {manifestValidators} from '../../src/data/crdSchema/standalone';
import {release} from '../../src/data/release/generated/release';

// The scan builder below the first example of each scanner page and on the Scan and
// ScheduledScan CRD pages (src/components/ScanBuilder).
const schemas = manifestValidators();

/** Words only the builder's own code holds. */
const isBuilderScript = (body: string): boolean => body.includes('Non-invasive and light rules only');

async function openBuilder(page: Page, route: string) {
  await page.goto(route);
  const builder = page.locator('details', {has: page.locator('summary', {hasText: 'Build your own'})});
  await builder.locator('summary').click();
  await expect(builder.getByRole('form', {name: 'Scan builder'})).toBeVisible();
  return builder;
}

/** The YAML as the reader copies it with the code block's own button. */
async function copiedYaml(page: Page, builder: ReturnType<Page['locator']>): Promise<string> {
  const block = builder.locator('div[class*="codeBlockContainer"]').first();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('scan builder', () => {
  test('is folded on the page and loads its code only when the reader opens it', async ({page}) => {
    const scripts = recordScripts(page);
    await page.goto('/docs/scanners/nmap');
    const summary = page.locator('details > summary', {hasText: 'Build your own Scan or ScheduledScan'});
    await expect(summary).toBeVisible();
    await expect(page.getByRole('form', {name: 'Scan builder'})).toHaveCount(0);
    expect((await scripts.settled()).filter((s) => isBuilderScript(s.body))).toEqual([]);

    const opened = recordScripts(page);
    await summary.click();
    await expect(page.getByRole('form', {name: 'Scan builder'})).toBeVisible();
    expect((await opened.settled()).filter((s) => isBuilderScript(s.body)).length).toBeGreaterThan(0);
  });

  test('builds an nmap Scan with non-invasive cascades; the copied YAML is what the release schema accepts', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const builder = await openBuilder(page, '/docs/scanners/nmap');
    // Prefilled from the page's example.
    await expect(builder.getByLabel('ScanType')).toHaveValue('nmap');
    await expect(builder.getByLabel('Parameters')).toHaveValue('-sV\n-p\n21,22,80,443,445,3306\nscanme.nmap.org');
    await builder.getByLabel('Name', {exact: true}).fill('nmap-scanme');
    await builder.getByLabel('Parameters').fill('-sV\nscanme.nmap.org');
    await builder.getByLabel('Cascading scans').selectOption({label: 'Non-invasive and light rules only'});
    await expect(builder.getByRole('status')).toHaveText(`Valid against the Scan schema of secureCodeBox ${release.version}.`);

    const copied = await copiedYaml(page, builder);
    expect(copied.split('\n')[0]).toBe(schemaModeline('Scan'));
    const manifest = yaml.load(copied);
    expect(manifest).toEqual({
      apiVersion: 'execution.securecodebox.io/v1',
      kind: 'Scan',
      metadata: {name: 'nmap-scanme'},
      spec: {
        scanType: 'nmap',
        parameters: ['-sV', 'scanme.nmap.org'],
        cascades: {matchLabels: {'securecodebox.io/invasive': 'non-invasive', 'securecodebox.io/intensive': 'light'}},
      },
    });
    expect(schemas.getSchema('Scan')!(manifest)).toBe(true);
    await expect(builder.locator('pre', {hasText: "kubectl apply -f - <<'EOF'"})).toContainText('name: nmap-scanme');
    // scbctl cannot set cascades; without them it can.
    await expect(builder).toContainText('apply the YAML instead');
    await builder.getByLabel('Cascading scans').selectOption('none');
    await expect(builder.locator('pre', {hasText: 'scbctl scan'})).toHaveText('scbctl scan nmap --name nmap-scanme -- -sV scanme.nmap.org');
  });

  test('starts the YAML with the schema modeline behind a toggle that is on, and links the guide', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const builder = await openBuilder(page, '/docs/scanners/nmap');
    const toggle = builder.getByRole('checkbox', {name: /schema comment/});
    await expect(toggle).toBeChecked();
    const yamlBlock = builder.locator('pre').first();
    await expect(yamlBlock).toContainText(schemaModeline('Scan'));
    // The schema it names is on the site, at the same path.
    expect((await request.get(schemaPath('Scan'))).status()).toBe(200);
    await toggle.uncheck();
    await expect(yamlBlock).not.toContainText('yaml-language-server');
    expect((await copiedYaml(page, builder)).split('\n')[0]).toBe('apiVersion: execution.securecodebox.io/v1');
    await builder.getByLabel('ScheduledScan: repeats').check();
    await toggle.check();
    await expect(yamlBlock).toContainText(schemaModeline('ScheduledScan'));
    await builder.getByRole('link', {name: 'validating manifests'}).click();
    await expect(page).toHaveURL(/\/docs\/api\/schemas$/);
  });

  test('a broken field shows the schema message next to it, and the fix clears it', async ({page}) => {
    const builder = await openBuilder(page, '/docs/scanners/nmap');
    const name = builder.getByLabel('Name', {exact: true});
    await name.fill('Nmap_Scan');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await name.getAttribute('aria-describedby'))!.split(' ');
    const error = builder.locator(`[id="${describedBy.at(-1)}"]`);
    await expect(error).toContainText("Use lowercase letters, digits, '-' and '.'");
    await expect(builder.getByRole('status')).toContainText('refuses this manifest');
    await name.fill('nmap-scan');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(error).toHaveCount(0);
    await expect(builder.getByRole('status')).toContainText('Valid against');
  });

  test('builds a trivy ScheduledScan from the chart ScanTypes', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const builder = await openBuilder(page, '/docs/scanners/trivy');
    // Prefilled from the example just above it on the page.
    await expect(builder.getByLabel('Name', {exact: true})).toHaveValue('trivy-image-nginx');
    await expect(builder.getByLabel('Parameters')).toHaveValue('--severity\nCRITICAL,HIGH\n--ignore-unfixed\ndocker.io/library/nginx:1.27');
    const scanTypes = await builder.getByLabel('ScanType').locator('option').allTextContents();
    expect(scanTypes.slice(0, 4)).toEqual(['trivy-image', 'trivy-filesystem', 'trivy-repo', 'trivy-k8s']);
    expect(scanTypes).toContain('trivy-image-autodiscovery (only with createAutoDiscoveryScanType)');
    await builder.getByLabel('ScheduledScan: repeats').check();
    await builder.getByLabel('ScanType').selectOption('trivy-image');
    await builder.getByLabel('Name', {exact: true}).fill('trivy-nginx-daily');
    await builder.getByRole('textbox', {name: 'Interval'}).fill('24h');
    const limit = builder.getByLabel('Failed scans to keep (optional)');
    await limit.fill('two');
    await expect(builder.getByText('Must be a whole number.')).toBeVisible();
    await limit.fill('2');
    await expect(builder.getByRole('status')).toHaveText(`Valid against the ScheduledScan schema of secureCodeBox ${release.version}.`);
    const manifest = yaml.load(await copiedYaml(page, builder)) as {kind: string; spec: Record<string, unknown>};
    expect(manifest.kind).toBe('ScheduledScan');
    expect(manifest.spec).toMatchObject({interval: '24h', failedJobsHistoryLimit: 2, scanSpec: {scanType: 'trivy-image'}});
    expect(schemas.getSchema('ScheduledScan')!(manifest)).toBe(true);
    await expect(builder).toContainText('scbctl creates Scans, not ScheduledScans');
  });

  test('after a client-side navigation it starts from the page example too', async ({page}) => {
    await page.goto('/docs/scanners/nikto');
    // The URL changes before the nmap page replaces nikto's, whose builder is still on screen
    // until the route's scripts arrive (CI once opened nikto's builder in that window): the
    // scripts are held to show the window, and the builder is opened on the nmap page only.
    const release = await holdRequests(page, /\/assets\/js\/.*\.js$/);
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/scanners/nmap"]').click();
    await expect(page).toHaveURL(/\/docs\/scanners\/nmap$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Nikto');
    release();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Nmap');
    const builder = page.locator('details', {has: page.locator('summary', {hasText: 'Build your own'})});
    await builder.locator('summary').click();
    await expect(builder.getByLabel('Parameters')).toHaveValue('-sV\n-p\n21,22,80,443,445,3306\nscanme.nmap.org');
  });

  test('is on the Scan and ScheduledScan CRD pages, with a free ScanType field', async ({page}) => {
    for (const [route, kind] of [
      ['/docs/api/crds/scan', 'Scan'],
      ['/docs/api/crds/scheduled-scan', 'ScheduledScan'],
    ] as const) {
      const builder = await openBuilder(page, route);
      await expect(builder.getByLabel(`${kind}: ${kind === 'Scan' ? 'runs once' : 'repeats'}`)).toBeChecked();
      await expect(builder.getByLabel('ScanType')).toHaveJSProperty('tagName', 'INPUT');
      await expect(builder.getByRole('status')).toContainText('Valid against');
    }
  });

  test('a keyboard reader opens it and reaches every field', async ({page}) => {
    await page.goto('/docs/scanners/nmap');
    const summary = page.locator('summary', {hasText: 'Build your own'});
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', {name: 'Scan builder'})).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Scan: runs once')).toBeFocused();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`passes axe when open, with a refused field, in ${mode} mode`, async ({page}) => {
      test.setTimeout(90_000);
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      const builder = await openBuilder(page, '/docs/scanners/nmap');
      await builder.getByLabel('Name', {exact: true}).fill('Bad_Name');
      await expect(builder.getByRole('status')).toContainText('refuses');
      const result = await new AxeBuilder({page})
        .include('details')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .exclude('.prism-code .token-line')
        .analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
