import type {ReactNode} from 'react';
import Section from '../Section';
import CardGrid from '../CardGrid';
import {audiences} from '@site/src/data/landing';

export default function Audiences(): ReactNode {
  return (
    <Section id="who-it-is-for" title="Who it is for" lead="Three ways in, depending on what you came to do.">
      <CardGrid cards={audiences} />
    </Section>
  );
}
