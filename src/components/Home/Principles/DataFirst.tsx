import type {ReactNode} from 'react';
import {Figure, Box, Arrow, Label, type IllustrationProps} from '../Diagram';

// An Nmap finding as the v5.8.0 parser writes it, shortened to the fields every consumer relies on.
const lines = [
  '{',
  '  "name": "Open Port: 443 (https)",',
  '  "category": "Open Port",',
  '  "severity": "INFORMATIONAL",',
  '  "location": "tcp://10.0.0.5:443",',
  '  "attributes": {"port": 443, "state": "open", …}',
  '}',
];

const readers = [
  {name: 'every hook', x: 0, w: 104},
  {name: 'CascadingRules', x: 116, w: 128},
  {name: 'your tools', x: 256, w: 104},
] as const;

export default function DataFirst(props: IllustrationProps): ReactNode {
  return (
    <Figure {...props} height={182}>
      <Box x={0} y={0} w={360} h={122} tone="accent" />
      {lines.map((line, i) => (
        <Label key={line} x={10} y={20 + 15 * i} variant="code">
          {line}
        </Label>
      ))}
      {readers.map((reader) => (
        <g key={reader.name}>
          <Arrow points={[reader.x + reader.w / 2, 122, reader.x + reader.w / 2, 150]} />
          <Box {...reader} y={150} name={reader.name} tone="neutral" center />
        </g>
      ))}
    </Figure>
  );
}
