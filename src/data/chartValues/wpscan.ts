// Every key of the wpscan chart is one that other charts share (see describe.ts).
import facts from '../release/generated/charts/wpscan';
import {documentChart} from './describe';

export default documentChart(facts, {});
