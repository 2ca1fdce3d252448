import type {ReactNode} from 'react';
import StaticIsland from '../StaticIsland';

type Props = {
  /** Kind as in the manifest, e.g. "Scan" or "ClusterScanType". */
  readonly kind: string;
  readonly part: 'spec' | 'status';
};

/**
 * The field reference of one part of a secureCodeBox custom resource (Table.tsx). A static
 * island: the table is in the page's HTML, and its code and the CRD data (the release's schemas
 * and our descriptions of every kind) load only on a client-side navigation.
 */
export default function CrdFieldTable({kind, part}: Props): ReactNode {
  return (
    <StaticIsland
      id={`crd-${kind}-${part}`}
      load={() =>
        import('./Table').then(({default: Table}) => ({
          default: function KindTable() {
            return <Table kind={kind} part={part} />;
          },
        }))
      }
    />
  );
}
