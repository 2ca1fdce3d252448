// Every key of the sslyze chart is one that other charts share (see describe.ts).
import facts from '../release/generated/charts/sslyze';
import {documentChart} from './describe';

export default documentChart(facts, {});
