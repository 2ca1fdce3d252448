import type {ReactNode} from 'react';
import Section from '../Section';
import {ShowcaseList} from '../Showcase';
import type {IllustrationProps} from '../Diagram';
import {principles} from '@site/src/data/landing';
import AutomationFirst from './AutomationFirst';
import DataFirst from './DataFirst';
import styles from './styles.module.css';

const illustrations: Record<(typeof principles)[number]['id'], (props: IllustrationProps) => ReactNode> = {
  'automation-first': AutomationFirst,
  'data-first': DataFirst,
};

export default function Principles(): ReactNode {
  return (
    <Section id="what-it-stands-for" tinted title="What the project stands for">
      <ShowcaseList items={principles} illustrations={illustrations} className={styles.pair} />
    </Section>
  );
}
