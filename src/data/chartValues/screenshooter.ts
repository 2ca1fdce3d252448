// Every key of the screenshooter chart is one that other charts share (see documentChart.ts).
import facts from '../release/generated/charts/screenshooter';
import {documentChart} from './documentChart';

export default documentChart(facts, {});
