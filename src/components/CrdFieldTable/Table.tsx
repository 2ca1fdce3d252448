import type {CSSProperties, ReactNode} from 'react';
import {getKind, type CrdField} from '../../data/crds';
import ReferenceTable from '../ReferenceTable';
import styles from './styles.module.css';

type Part = 'spec' | 'status';

type Props = {
  /** Kind as in the manifest, e.g. "Scan" or "ClusterScanType". */
  readonly kind: string;
  readonly part: Part;
};

function TypeCell({field}: {readonly field: CrdField}): ReactNode {
  return (
    <>
      <code>{field.type}</code>
      {/* The spaces keep the notes apart from the text before them when a cell is read as text (search, copy). */}
      {field.kubernetes && <> <span className={styles.note}>Kubernetes type</span></>}
    </>
  );
}

function MeaningCell({field}: {readonly field: CrdField}): ReactNode {
  return (
    <>
      {field.description}
      {field.enum && (
        <>
          {' '}
          <span className={styles.note}>
            One of{' '}
            {field.enum.map((value, i) => (
              <span key={value}>
                {i > 0 && ', '}
                <code>{value}</code>
              </span>
            ))}
          </span>
        </>
      )}
    </>
  );
}

/**
 * The field reference of one part of a secureCodeBox custom resource, rendered
 * from src/data/crds.ts (the release's CRD schema and our descriptions). Nested fields follow their parent with a dotted path;
 * `[]` marks the elements of a list.
 */
export default function CrdTable({kind, part}: Props): ReactNode {
  const model = getKind(kind);
  const rows = model[part];

  if (rows.length === 0) {
    return (
      <p>
        <code>{kind}</code> has no {part} fields.
      </p>
    );
  }

  return (
    <ReferenceTable
      columns={['Field', 'Type', 'Required', 'Default', 'Meaning']}
      label={`${kind} ${part} fields`}
      caption={
        <>
          Fields of <code>{part}</code> in <code>{kind}</code> ({model.apiVersion})
        </>
      }>
      {rows.map((field) => (
        <tr key={field.path}>
          <th scope="row" className={styles.name} style={{'--crd-depth': field.depth} as CSSProperties}>
            <code>{field.path}</code>
          </th>
          <td>
            <TypeCell field={field} />
          </td>
          <td>{field.required ? 'yes' : 'no'}</td>
          <td>{field.default === undefined ? '–' : <code>{field.default}</code>}</td>
          <td>
            <MeaningCell field={field} />
          </td>
        </tr>
      ))}
    </ReferenceTable>
  );
}
