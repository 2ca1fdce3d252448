import Link from '@docusaurus/Link';
import type {ReactNode} from 'react';
import {categoriesOf, describeMatch, releaseCascades, rulesOf, rulesStartedFrom} from '../../data/cascades';
import {computedCategories} from '../../data/findingCategories';
import {cascadingRules} from '../../data/release/generated/cascading-rules';
import {release} from '../../data/release/generated/release';
import type {CascadingRuleFacts} from '../../data/release/types';
import Marks from './Marks';
import {scannerName, scannerPage} from './links';
import styles from './styles.module.css';

export type ListKind = 'starts' | 'startedBy';

function ScannerLink({chart}: {readonly chart: string}): ReactNode {
  const page = scannerPage(chart);
  return page ? <Link to={page}>{scannerName(chart)}</Link> : <>{scannerName(chart)}</>;
}

/** The scanners whose findings a rule's categories can come from. */
const producersOf = (rule: CascadingRuleFacts) =>
  release.charts.filter((c) => c.kind === 'scanner' && rulesStartedFrom(c.name, {...releaseCascades, rules: [rule]}).length > 0).map((c) => c.name);

/** "Its findings can start": the rules a scanner's categories can satisfy, grouped by the scanner they start. */
function Starts({chart}: {readonly chart: string}): ReactNode {
  const rules = rulesStartedFrom(chart);
  const open = computedCategories[chart]?.open;
  if (rules.length === 0) {
    const categories = categoriesOf(chart);
    return (
      <p>
        No CascadingRule of release {release.version} matches the categories {scannerName(chart)} reports
        {categories.length > 0 && (
          <>
            {' '}
            (
            {categories.map((c, i) => (
              <span key={c}>
                {i > 0 && ', '}
                <code>{c}</code>
              </span>
            ))}
            {open && <>, and {open}</>})
          </>
        )}
        {categories.length === 0 && open && <> (its categories are {open})</>}, so its findings start no follow-up scan.
      </p>
    );
  }
  const byChart = [...new Set(rules.map((r) => r.chart))];
  return (
    <>
      <p>
        With the cascading scans hook installed, {rules.length} {rules.length === 1 ? 'rule' : 'rules'} of release {release.version} can start a scan from
        its findings, if the Scan selects {rules.length === 1 ? 'it' : 'them'} in <code>spec.cascades</code> and the chart of each was installed
        with <code>cascadingRules.enabled=true</code>. Whether a finding matches also depends on its attributes, shown on the{' '}
        <Link to="/docs/hooks/cascading-scans#every-rule-of-the-release">list of every rule</Link>.
      </p>
      <ul className={styles.ruleList}>
        {byChart.map((target) => (
          <li key={target}>
            <ScannerLink chart={target} />:{' '}
            {rules
              .filter((r) => r.chart === target)
              .map((rule, i) => (
                <span key={rule.name}>
                  {i > 0 && ', '}
                  <code>{rule.name}</code> <Marks rule={rule} />
                </span>
              ))}
          </li>
        ))}
      </ul>
    </>
  );
}

/** "Started by": the chart's own rules, what they match and which scanners report such findings. */
function StartedBy({chart}: {readonly chart: string}): ReactNode {
  const rules = rulesOf(chart);
  if (rules.length === 0) {
    const matchedBy = cascadingRules.some((r) => r.scanSpec.scanType === chart);
    return (
      <p>
        The {chart} chart ships no CascadingRule{matchedBy ? '' : ' and no other chart starts its ScanType'}, so a {scannerName(chart)} scan runs only
        when you start one (or a ScheduledScan does).
      </p>
    );
  }
  return (
    <>
      <p>
        The chart ships {rules.length} {rules.length === 1 ? 'rule' : 'rules'}, installed with <code>cascadingRules.enabled=true</code> (off by default):
      </p>
      <ul className={styles.ruleList}>
        {rules.map((rule) => (
          <li key={rule.name}>
            <code>{rule.name}</code> <Marks rule={rule} /> starts a <code>{rule.scanSpec.scanType}</code> scan for a finding of{' '}
            {rule.anyOf.map((entry, i) => (
              <span key={i}>
                {i > 0 && (i === rule.anyOf.length - 1 ? ' or ' : ', ')}
                {describeMatch(entry)}
              </span>
            ))}
            {', reported by '}
            {producersOf(rule).map((producer, i) => (
              <span key={producer}>
                {i > 0 && ', '}
                <ScannerLink chart={producer} />
              </span>
            ))}
            .
          </li>
        ))}
      </ul>
    </>
  );
}

export default function Lists({chart, list}: {readonly chart: string; readonly list: ListKind}): ReactNode {
  return list === 'starts' ? <Starts chart={chart} /> : <StartedBy chart={chart} />;
}
