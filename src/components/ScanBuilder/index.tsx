import {useState, type ComponentType, type ReactNode} from 'react';
import type {BuilderKind} from './manifest';
import type BuilderType from './Builder';

type Props = {
  /** The kind the builder starts with when the page shows no example; the reader can switch. */
  readonly kind?: BuilderKind;
  /** The scanner chart of the page, for its ScanTypes; absent on the CRD pages. */
  readonly chart?: string;
};

/**
 * A folded "build your own" form below a page's first example: it writes a Scan or
 * ScheduledScan from a few fields, checks it against the release's CRD schema as the reader
 * types, and shows the YAML, the kubectl command and, where scbctl can express it, the scbctl
 * command. It starts from the page's example, the nearest Scan or ScheduledScan in a YAML code
 * block before it. The fold is a plain <details> in Infima's alert colours, which every page's
 * stylesheet already has; the form (Builder.tsx), its styles, js-yaml and the release's
 * validators load when the reader first opens it.
 */
export default function ScanBuilder({kind = 'Scan', chart}: Props): ReactNode {
  const [fold, setFold] = useState<HTMLElement>();
  const [Builder, setBuilder] = useState<ComponentType<Parameters<typeof BuilderType>[0]>>();
  return (
    <details
      className="alert alert--info margin-bottom--md"
      data-no-twin
      onToggle={(event) => {
        const element = event.currentTarget;
        if (!element.open || fold) return;
        setFold(element);
        void import('./Builder').then((module) => setBuilder(() => module.default));
      }}>
      <summary>Build your own Scan or ScheduledScan</summary>
      {fold && (Builder ? <Builder kind={kind} fold={fold} chart={chart} /> : <p>Loading the builder…</p>)}
    </details>
  );
}
