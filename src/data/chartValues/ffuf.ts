// Every key of the ffuf chart is one that other charts share (see describe.ts).
import facts from '../release/generated/charts/ffuf';
import {documentChart} from './describe';

export default documentChart(facts, {});
