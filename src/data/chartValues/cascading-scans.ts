// Every key of the cascading-scans chart is one that other charts share (see documentChart.ts).
import facts from '../release/generated/charts/cascading-scans';
import {documentChart} from './documentChart';

export default documentChart(facts, {});
