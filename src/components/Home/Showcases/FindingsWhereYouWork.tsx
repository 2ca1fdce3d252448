import type {ReactNode} from 'react';
import {Figure, Box, Arrow, Label, Line, type IllustrationProps} from '../Diagram';

// The read-only hooks of v5.8.0 that hand results to other systems, two to a row. DefectDojo is
// one of them only with syncFindingsBack: false; its default is the read-and-write mode, which
// replaces the findings (the figure's description in src/data/landing.ts says so).
const destinations = [
  ['search, dashboards', 'Elasticsearch'],
  ['triage, one-way mode', 'DefectDojo'],
  ['Log Analytics', 'Azure Monitor'],
  ['SBOMs, in development', 'Dependency-Track'],
  ['notification hook', 'Slack, Teams, e-mail'],
  ['generic-webhook', 'any HTTP endpoint'],
] as const;

export default function FindingsWhereYouWork(props: IllustrationProps): ReactNode {
  return (
    <Figure {...props} height={266}>
      <Box x={90} y={0} w={180} kind="any scan" name="findings.json" tone="accent" />
      <Arrow points={[180, 40, 180, 62]} />
      <Box x={0} y={62} w={360} kind="read-and-write hooks, by priority" name="update-field, finding-post-processing" />
      <Line d="M180 102V244" />
      <Label x={188} y={119}>
        read-only hooks, side by side
      </Label>
      {destinations.map(([kind, name], i) => {
        const left = i % 2 === 0;
        const y = 128 + 48 * Math.floor(i / 2);
        return (
          <g key={name}>
            <Arrow points={[180, y + 20, left ? 166 : 194, y + 20]} />
            <Box x={left ? 0 : 194} y={y} w={166} kind={kind} name={name} tone="neutral" sans />
          </g>
        );
      })}
    </Figure>
  );
}
