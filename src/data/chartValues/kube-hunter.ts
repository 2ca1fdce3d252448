// Every key of the kube-hunter chart is one that other charts share (see describe.ts).
import facts from '../release/generated/charts/kube-hunter';
import {documentChart} from './describe';

export default documentChart(facts, {});
