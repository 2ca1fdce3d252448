// Every key of the git-repo-scanner chart is one that other charts share (see documentChart.ts).
import facts from '../release/generated/charts/git-repo-scanner';
import {documentChart} from './documentChart';

export default documentChart(facts, {});
