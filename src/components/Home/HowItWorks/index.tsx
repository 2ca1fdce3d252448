import type {ReactNode} from 'react';
import Section from '../Section';
import {howItWorksSteps} from '@site/src/data/landing';
import Diagram from './Diagram';
import styles from './styles.module.css';

export default function HowItWorks(): ReactNode {
  return (
    <Section
      id="how-it-works"
      tinted
      title="How it works"
      lead="An operator watches your Scan resources and walks each one through the same four steps.">
      <Diagram />
      <ol className={styles.steps}>
        {howItWorksSteps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
