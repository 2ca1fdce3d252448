// Every key of the kube-hunter chart is one that other charts share (see documentChart.ts).
import facts from '../release/generated/charts/kube-hunter';
import {documentChart} from './documentChart';

export default documentChart(facts, {});
