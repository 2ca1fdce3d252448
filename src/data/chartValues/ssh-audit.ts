// Every key of the ssh-audit chart is one that other charts share (see documentChart.ts).
import facts from '../release/generated/charts/ssh-audit';
import {documentChart} from './documentChart';

export default documentChart(facts, {});
