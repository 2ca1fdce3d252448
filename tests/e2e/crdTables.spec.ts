import {test, expect, recordScripts} from './support/test';
import {getKind} from '../../src/data/crds';

// The CRD field tables (src/components/CrdFieldTable) are static islands: in the page's HTML
// from the server, with their code and the CRD data loaded only on a client-side navigation.
/** Words only the CRD descriptions hold. */
const isCrdTableScript = (body: string): boolean => body.includes('Finding summary of the most recent Scan that reached Done');

test.describe('CRD field tables', () => {
  test("a page's first load adopts the tables from the server's HTML, without their code or data", async ({page}) => {
    const scripts = recordScripts(page);
    await page.goto('/docs/api/crds/scheduled-scan');
    const spec = page.locator('[data-island="crd-ScheduledScan-spec"] tbody tr');
    await expect(spec).toHaveCount(getKind('ScheduledScan').spec.length);
    const loads = await scripts.settled();
    expect(loads.filter((load) => load.type === 'script').length).toBeGreaterThan(0);
    expect(loads.filter((load) => isCrdTableScript(load.body)).map((load) => load.url)).toEqual([]);
  });

  test('a client-side navigation loads them and shows every field', async ({page}) => {
    await page.goto('/docs/api/crds/scan');
    const scripts = recordScripts(page);
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/api/crds/scheduled-scan"]').click();
    await expect(page).toHaveURL(/\/docs\/api\/crds\/scheduled-scan$/);
    const rows = page.locator('[data-island="crd-ScheduledScan-status"] tbody tr');
    await expect(rows).toHaveCount(getKind('ScheduledScan').status.length);
    await expect(rows.first().locator('th')).toHaveText(getKind('ScheduledScan').status[0].path);
    expect((await scripts.settled()).some((load) => isCrdTableScript(load.body))).toBe(true);
  });
});
