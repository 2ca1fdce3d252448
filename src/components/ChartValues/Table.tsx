import {Fragment, type ReactNode} from 'react';
import type {DocumentedChart, DocumentedValue} from '../../data/chartValues/documentChart';
import type {ChartWorkload, JsonValue} from '../../data/release/types';
import ReferenceTable from '../ReferenceTable';
import styles from './styles.module.css';

type Props = {
  /** A module of src/data/chartValues. */
  readonly chart: DocumentedChart;
};

/** Defaults longer than this are folded away behind a summary, shorter ones are shown inline. */
const INLINE_DEFAULT_MAX = 32;

/** Text with `code` in backticks, as the descriptions are written. */
export function InlineCode({text}: {readonly text: string}): ReactNode {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>));
}

/** A dotted key that may break after each dot on narrow screens (one text node per part, so the HTML needs no separators). */
function Key({name}: {readonly name: string}): ReactNode {
  const parts = name.split('.');
  return (
    <code>
      {parts.map((part, i) =>
        i < parts.length - 1 ? (
          <Fragment key={i}>
            {`${part}.`}
            <wbr />
          </Fragment>
        ) : (
          part
        ),
      )}
    </code>
  );
}

function summaryOf(value: JsonValue): string {
  if (Array.isArray(value)) return `list of ${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  const keys = Object.keys(value as object).length;
  return `object with ${keys} ${keys === 1 ? 'key' : 'keys'}`;
}

/** The default as JSON (which is also YAML): inline when short, folded as indented JSON when long. */
function Default({value}: {readonly value: JsonValue}): ReactNode {
  const inline = JSON.stringify(value);
  if (value === null || typeof value !== 'object' || inline.length <= INLINE_DEFAULT_MAX) {
    return <code className={styles.default}>{inline}</code>;
  }
  return (
    <details className={styles.folded}>
      <summary>{summaryOf(value)}</summary>
      <pre className={styles.block}>
        <code className={styles.default}>{JSON.stringify(value, null, 2)}</code>
      </pre>
    </details>
  );
}

/** Resources grouped by kind, in chart order: "ScanTypes `a`, `b` and ParseDefinition `c`". */
function Resources({items}: {readonly items: readonly ChartWorkload[]}): ReactNode {
  const kinds = [...new Set(items.map((w) => w.kind))];
  return kinds.map((kind, k) => {
    const names = items.filter((w) => w.kind === kind).map((w) => w.name);
    return (
      <Fragment key={kind}>
        {k > 0 && (k === kinds.length - 1 ? ' and ' : ', ')}
        {kind}
        {names.length > 1 ? 's' : ''}{' '}
        {names.map((name, i) => (
          <Fragment key={name}>
            {i > 0 && ', '}
            <code>{name}</code>
          </Fragment>
        ))}
      </Fragment>
    );
  });
}

function Row({value, version}: {readonly value: DocumentedValue; readonly version: string}): ReactNode {
  return (
    <tr>
      <th scope="row" className={styles.key} id={`value-${value.key}`}>
        <Key name={value.key} />
      </th>
      <td>{value.type}</td>
      <td className={styles.defaultCell}>
        <Default value={value.default} />
      </td>
      <td className={styles.description}>
        <InlineCode text={value.description} />
        {value.unused && <span className={styles.note}>No template of the chart reads this key in release {version}, so setting it changes nothing.</span>}
        {value.partial && (
          <span className={styles.note}>
            In release {version} only the <Resources items={value.partial.readers} /> of this chart{' '}
            {value.partial.readers.length === 1 ? 'reads' : 'read'} this key; the <Resources items={value.partial.others} />{' '}
            {value.partial.others.length === 1 ? 'ignores' : 'ignore'} it.
          </span>
        )}
      </td>
    </tr>
  );
}

/**
 * Every key of a chart's values.yaml with its type, default and a one-line description, from
 * the release facts in src/data/release/generated and the descriptions in src/data/chartValues.
 * Pages use it through ChartValues (index.tsx), which loads it with the chart's data on demand.
 */
export default function ValuesTable({chart}: Props): ReactNode {
  return (
    <>
      <p>
        All {chart.values.length} keys of <code>values.yaml</code> in the <code>{chart.name}</code> chart {chart.version}, with their
        defaults. Change one with <code>--set key=value</code> on <code>helm upgrade --install</code>, or collect your changes in a file passed
        with <code>--values</code>.
      </p>
      <ReferenceTable
        columns={['Key', 'Type', 'Default', 'Description']}
        label={`Values of the ${chart.name} chart`}
        caption={
          <>
            Values of the <code>{chart.name}</code> chart {chart.version}
          </>
        }
        className={styles.table}
        data={{'data-chart': chart.name}}>
        {chart.values.map((value) => (
          <Row key={value.key} value={value} version={chart.version} />
        ))}
      </ReferenceTable>
    </>
  );
}
