// Every key of the sslyze chart is one that other charts share (see documentChart.ts).
import facts from '../release/generated/charts/sslyze';
import {documentChart} from './documentChart';

export default documentChart(facts, {});
