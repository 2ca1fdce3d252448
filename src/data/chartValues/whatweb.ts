// Every key of the whatweb chart is one that other charts share (see documentChart.ts).
import facts from '../release/generated/charts/whatweb';
import {documentChart} from './documentChart';

export default documentChart(facts, {});
