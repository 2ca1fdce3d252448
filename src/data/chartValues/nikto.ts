// Every key of the nikto chart is one that other charts share (see describe.ts).
import facts from '../release/generated/charts/nikto';
import {documentChart} from './describe';

export default documentChart(facts, {});
