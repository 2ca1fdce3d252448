// Every key of the wpscan chart is one that other charts share (see documentChart.ts).
import facts from '../release/generated/charts/wpscan';
import {documentChart} from './documentChart';

export default documentChart(facts, {});
