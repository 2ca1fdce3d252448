import type {ReactNode} from 'react';
import {Figure, Box, Arrow, Label, Line, type IllustrationProps} from '../Diagram';

const tools = [
  {name: 'nmap', x: 0, w: 64},
  {name: 'trivy', x: 74, w: 64},
  {name: 'nuclei', x: 148, w: 72},
] as const;

// What runs for every scan, and what a scanner integration has to bring for it.
const stages = [
  {kind: 'Job from the ScanType', name: 'tool + lurker sidecar', write: 'ScanType'},
  {kind: 'parse job', name: 'report → findings', write: 'parse()'},
  {kind: 'then, unchanged', name: 'schedules, hooks, cascades', write: 'nothing'},
] as const;

export default function AnyScanner(props: IllustrationProps): ReactNode {
  return (
    <Figure {...props} height={224}>
      {tools.map((tool) => (
        <Box key={tool.name} {...tool} y={0} name={tool.name} center />
      ))}
      <Box x={230} y={0} w={130} name="header-check" tone="accent" center />
      <Line d="M32 30V46M106 30V46M184 30V46M295 30V46M32 46H295" />
      {stages.map((stage, i) => {
        const y = 64 + 60 * i;
        return (
          <g key={stage.write}>
            {i === 0 ? <Arrow points={[118, 46, 118, y]} /> : <Arrow points={[118, y - 20, 118, y]} />}
            <Box x={0} y={y} w={236} kind={stage.kind} name={stage.name} />
            <Label x={252} y={y + 15} variant="strong">
              you write:
            </Label>
            <Label x={252} y={y + 31} variant="code">
              {stage.write}
            </Label>
          </g>
        );
      })}
    </Figure>
  );
}
