import type {ReactNode} from 'react';
import {Figure, Frame, Box, Arrow, Label, type IllustrationProps} from '../Diagram';

const images = ['frontend:1.4', 'api:2.0', 'redis:7.2'];

// Each step is an arrow down the middle, drawn over the boxes, with what travels along it beside it.
const steps = [
  [78, 'container auto-discovery'],
  [152, 'CycloneDX SBOM (raw result)'],
  [226, 'upload, new project if needed'],
] as const;

export default function ClusterSboms(props: IllustrationProps): ReactNode {
  return (
    <Figure {...props} height={302}>
      <Frame x={1} y={1} w={358} h={76} />
      <Label x={12} y={19}>
        images running in the cluster
      </Label>
      {images.map((image, i) => (
        <Box key={image} x={12 + 114 * i} y={30} w={108} name={image} tone="neutral" />
      ))}
      <Box x={24} y={112} w={312} kind="ScheduledScan per image" name="trivy-sbom-image" stack />
      <Box x={24} y={186} w={312} kind="hook, in development" name="persistence-dependencytrack" />
      <Box x={24} y={260} w={312} kind="a project per image, watched for new CVEs" name="Dependency-Track" tone="neutral" sans />
      {steps.map(([y, what]) => (
        <g key={what}>
          <Arrow points={[180, y, 180, y + 34]} />
          <Label x={190} y={y + 21}>
            {what}
          </Label>
        </g>
      ))}
    </Figure>
  );
}
