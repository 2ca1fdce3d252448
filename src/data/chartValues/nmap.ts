// Every key of the nmap chart is one that other charts share (see documentChart.ts).
import facts from '../release/generated/charts/nmap';
import {documentChart} from './documentChart';

export default documentChart(facts, {});
