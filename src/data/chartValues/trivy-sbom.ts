// Every key of the trivy-sbom chart is one that other charts share (see documentChart.ts).
import facts from '../release/generated/charts/trivy-sbom';
import {documentChart} from './documentChart';

export default documentChart(facts, {});
