// Every key of the whatweb chart is one that other charts share (see describe.ts).
import facts from '../release/generated/charts/whatweb';
import {documentChart} from './describe';

export default documentChart(facts, {});
