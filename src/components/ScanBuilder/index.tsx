import {lazy, Suspense, useState, type ReactNode} from 'react';
import type {BuilderKind} from './manifest';

// The form, its YAML writer and the release's validators: loaded when the reader opens the builder.
const Builder = lazy(() => import('./Builder'));

type Props = {
  /** The kind the builder starts with; the reader can switch. */
  readonly kind?: BuilderKind;
  /** The scanner chart of the page, for its ScanTypes; absent on the CRD pages. */
  readonly chart?: string;
  /**
   * JSON of the page's example manifest ({kind, name, spec}) and of the chart's ScanTypes
   * ([{name, when?}]): written by the remark plugin src/remark/scanBuilderProps.ts.
   */
  readonly example?: string;
  readonly scanTypes?: string;
};

/**
 * A folded "build your own" form below a page's first example: it writes a Scan or
 * ScheduledScan from a few fields, checks it against the release's CRD schema as the reader
 * types, and shows the YAML, the kubectl command and, where scbctl can express it, the scbctl
 * command. The fold is a plain <details> in Infima's alert colours, which every page's stylesheet
 * already has; the form's code and styles load when the reader first opens it.
 */
export default function ScanBuilder({kind = 'Scan', chart, example, scanTypes}: Props): ReactNode {
  const [opened, setOpened] = useState(false);
  return (
    <details className="alert alert--info margin-bottom--md" data-no-twin onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>Build your own {chart ? `${chart} ` : ''}Scan or ScheduledScan</summary>
      {opened && (
        <Suspense fallback={<p>Loading the builder…</p>}>
          <Builder
            initialKind={example ? (JSON.parse(example) as {kind: BuilderKind}).kind : kind}
            example={example ? JSON.parse(example) : undefined}
            scanTypes={scanTypes ? JSON.parse(scanTypes) : []}
          />
        </Suspense>
      )}
    </details>
  );
}
