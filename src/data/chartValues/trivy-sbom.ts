// Every key of the trivy-sbom chart is one that other charts share (see describe.ts).
import facts from '../release/generated/charts/trivy-sbom';
import {documentChart} from './describe';

export default documentChart(facts, {});
