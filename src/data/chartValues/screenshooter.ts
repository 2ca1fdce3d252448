// Every key of the screenshooter chart is one that other charts share (see describe.ts).
import facts from '../release/generated/charts/screenshooter';
import {documentChart} from './describe';

export default documentChart(facts, {});
