import {scanners} from '../../data/integrations';

/** The doc page of a scanner chart, when the catalogue has one. */
export function scannerPage(chart: string): string | undefined {
  return scanners.some((s) => s.slug === chart) ? `/docs/scanners/${chart}` : undefined;
}

/** The catalogue's display name of a scanner chart (Nmap, SSLyze …), else the chart name. */
export function scannerName(chart: string): string {
  return scanners.find((s) => s.slug === chart)?.name ?? chart;
}
