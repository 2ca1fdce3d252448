// Every key of the nikto chart is one that other charts share (see documentChart.ts).
import facts from '../release/generated/charts/nikto';
import {documentChart} from './documentChart';

export default documentChart(facts, {});
