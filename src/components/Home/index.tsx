import type {ReactNode} from 'react';
import Hero from './Hero';
import Showcases from './Showcases';
import Principles from './Principles';
import Integrations from './Integrations';
import Audiences from './Audiences';
import CallToAction from './CallToAction';

export default function Home(): ReactNode {
  return (
    <main>
      <Hero />
      <Showcases />
      <Principles />
      <Integrations />
      <Audiences />
      <CallToAction />
    </main>
  );
}
