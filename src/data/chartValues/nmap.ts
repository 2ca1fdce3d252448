// Every key of the nmap chart is one that other charts share (see describe.ts).
import facts from '../release/generated/charts/nmap';
import {documentChart} from './describe';

export default documentChart(facts, {});
