import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Home from '@site/src/components/Home';

export default function HomePage(): ReactNode {
  return (
    <Layout
      title="Automated security testing on Kubernetes"
      description="secureCodeBox runs open-source security scanners such as Nmap, ZAP, Trivy and Nuclei on Kubernetes and turns their results into one stream of findings.">
      <Home />
    </Layout>
  );
}
