// Every key of the ffuf chart is one that other charts share (see documentChart.ts).
import facts from '../release/generated/charts/ffuf';
import {documentChart} from './documentChart';

export default documentChart(facts, {});
