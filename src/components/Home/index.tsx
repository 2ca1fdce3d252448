import type {ReactNode} from 'react';
import Hero from './Hero';
import Features from './Features';
import HowItWorks from './HowItWorks';
import Integrations from './Integrations';
import Audiences from './Audiences';
import CallToAction from './CallToAction';

export default function Home(): ReactNode {
  return (
    <>
      <main>
        <Hero />
        <Features />
        <HowItWorks />
        <Integrations />
        <Audiences />
        <CallToAction />
      </main>
    </>
  );
}
