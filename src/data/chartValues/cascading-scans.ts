// Every key of the cascading-scans chart is one that other charts share (see describe.ts).
import facts from '../release/generated/charts/cascading-scans';
import {documentChart} from './describe';

export default documentChart(facts, {});
