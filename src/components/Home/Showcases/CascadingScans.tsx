import type {ReactNode} from 'react';
import {Figure, Box, Arrow, Label, Line, type IllustrationProps} from '../Diagram';

// The rules and what they match are those of the v5.8.0 charts: ssh-audit (port 22 or service ssh),
// ncrack-ssh (the same, labelled invasive), https-tls-scan (443, 8443 or service https*) and
// nikto-http (service http*, which includes https).
type Target = readonly [rule: string, scanType: string, y: number, skipped?: boolean];

const ports: readonly {finding: string; y: number; targets: readonly Target[]}[] = [
  {finding: '22 (ssh)', y: 100, targets: [['ssh-audit', 'ssh-audit', 83], ['ncrack-ssh', 'ncrack', 117, true]]},
  {finding: '443 (https)', y: 168, targets: [['https-tls-scan', 'sslyze', 151], ['nikto-http', 'nikto', 185]]},
  {finding: '80 (http)', y: 230, targets: [['nikto-http', 'nikto', 230]]},
];

export default function CascadingScans(props: IllustrationProps): ReactNode {
  return (
    <Figure {...props} height={276}>
      <Box x={0} y={0} w={360} kind="Scan" name="nmap" />
      <Label x={352} y={15} end>
        cascades selects rules labelled
      </Label>
      <Label x={352} y={31} variant="code" end>
        invasive: non-invasive
      </Label>
      <Label x={26} y={64}>
        Open Port findings
      </Label>
      <Label x={152} y={64}>
        CascadingRule
      </Label>
      <Label x={264} y={64}>
        new Scan
      </Label>
      <Line d="M12 40V230" />
      {ports.map(({finding, y, targets}) => (
        <g key={finding}>
          <Arrow points={[12, y, 26, y]} />
          <Box x={26} y={y - 15} w={108} name={finding} tone="accent" />
          {targets.map(([rule, scanType, ty, skipped]) => (
            <g key={rule}>
              <Arrow points={[134, y, 146, y, 146, ty, 264, ty]} skipped={skipped} />
              <Label x={152} y={ty - 5} variant="code">
                {rule}
              </Label>
              <Box x={264} y={ty - 13} w={96} h={26} name={scanType} tone={skipped ? 'muted' : 'primary'} />
            </g>
          ))}
        </g>
      ))}
      <Label x={0} y={270}>
        Dashed: it matches, but is labelled invasive, so not selected.
      </Label>
    </Figure>
  );
}
