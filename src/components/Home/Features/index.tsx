import type {ReactNode} from 'react';
import Section from '../Section';
import CardGrid from '../CardGrid';
import {features} from '@site/src/data/landing';

export default function Features(): ReactNode {
  return (
    <Section
      id="what-it-does"
      title="What secureCodeBox does"
      lead="It takes the scanners security teams already rely on and runs them like any other workload in your cluster: declared, repeatable and automated.">
      <CardGrid cards={features} />
    </Section>
  );
}
