import type {ReactNode} from 'react';
import {Figure, Frame, Box, Arrow, Label, Line, type IllustrationProps} from '../Diagram';

// Defaults of the auto-discovery-kubernetes chart in v5.8.0: ZAP for Services, Trivy for container
// images (off until enabled), both repeated every 168h.
const scans = [
  {scanType: 'zap-automation-framework', target: 'for the Service', y: 180},
  {scanType: 'trivy-image-autodiscovery', target: 'for the image', y: 230},
] as const;

export default function AutoDiscovery(props: IllustrationProps): ReactNode {
  return (
    <Figure {...props} height={298}>
      <Frame x={1} y={1} w={358} h={106} />
      <Label x={12} y={19}>
        namespace shop, annotated
      </Label>
      <Label x={12} y={36} variant="code">
        auto-discovery.securecodebox.io/enabled: "true"
      </Label>
      <Box x={12} y={52} w={160} kind="Service" name="frontend :8080" tone="neutral" />
      <Box x={188} y={52} w={160} kind="Pod image" name="redis:7.2" tone="neutral" />
      <Arrow points={[92, 92, 92, 130]} />
      <Arrow points={[268, 92, 268, 130]} />
      <Box x={60} y={130} w={240} h={32} name="auto-discovery-kubernetes" center />
      <Line d="M60 146H12V250" />
      {scans.map(({scanType, target, y}) => (
        <g key={scanType}>
          <Arrow points={[12, y + 20, 24, y + 20]} />
          <Box x={24} y={y} w={336} kind="ScheduledScan, every 168h" name={scanType} />
          <Label x={352} y={y + 31} end>
            {target}
          </Label>
        </g>
      ))}
      <Label x={0} y={292}>
        New version: scanned at once. Workload gone: scan deleted.
      </Label>
    </Figure>
  );
}
