// Every key of the gitleaks chart is one that other charts share (see describe.ts).
import facts from '../release/generated/charts/gitleaks';
import {documentChart} from './describe';

export default documentChart(facts, {});
