// Every key of the ssh-audit chart is one that other charts share (see describe.ts).
import facts from '../release/generated/charts/ssh-audit';
import {documentChart} from './describe';

export default documentChart(facts, {});
