// Every key of the gitleaks chart is one that other charts share (see documentChart.ts).
import facts from '../release/generated/charts/gitleaks';
import {documentChart} from './documentChart';

export default documentChart(facts, {});
