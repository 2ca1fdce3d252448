import type {ReactNode} from 'react';
import Section from '../Section';
import {ShowcaseList} from '../Showcase';
import type {IllustrationProps} from '../Diagram';
import {showcases} from '@site/src/data/landing';
import CascadingScans from './CascadingScans';
import AutoDiscovery from './AutoDiscovery';
import FindingsWhereYouWork from './FindingsWhereYouWork';
import ClusterSboms from './ClusterSboms';
import AnyScanner from './AnyScanner';
import styles from './styles.module.css';

const illustrations: Record<(typeof showcases)[number]['id'], (props: IllustrationProps) => ReactNode> = {
  'cascading-scans': CascadingScans,
  'auto-discovery': AutoDiscovery,
  'findings-where-you-work': FindingsWhereYouWork,
  'cluster-sboms': ClusterSboms,
  'any-scanner': AnyScanner,
};

export default function Showcases(): ReactNode {
  return (
    <Section
      id="what-sets-it-apart"
      title="What sets secureCodeBox apart"
      lead="Running a scanner is only the start: secureCodeBox chains scans, finds its own targets in your cluster and takes every result where it is needed.">
      <ShowcaseList items={showcases} illustrations={illustrations} className={styles.list} />
    </Section>
  );
}
