import type {ReactNode} from 'react';
import {Figure, Box, Arrow, Line, type IllustrationProps} from '../Diagram';

const ways = [
  {name: 'kubectl apply', x: 0, y: 0},
  {name: 'scbctl scan', x: 124, y: 0},
  {name: 'GitOps sync', x: 248, y: 0},
  {name: 'ScheduledScan', x: 62, y: 44},
  {name: 'CascadingRule', x: 186, y: 44},
] as const;

export default function AutomationFirst(props: IllustrationProps): ReactNode {
  return (
    <Figure {...props} height={200}>
      {ways.map((way) => (
        <Box key={way.name} {...way} w={112} name={way.name} tone="neutral" center />
      ))}
      <Line d="M56 30V92M304 30V92M118 74V92M242 74V92M56 92H304" />
      <Arrow points={[180, 30, 180, 110]} />
      <Box x={100} y={110} w={160} kind="custom resource" name="kind: Scan" />
      <Arrow points={[180, 150, 180, 166]} />
      <Box x={60} y={166} w={240} h={32} name="secureCodeBox operator" center />
    </Figure>
  );
}
