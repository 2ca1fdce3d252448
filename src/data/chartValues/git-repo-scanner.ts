// Every key of the git-repo-scanner chart is one that other charts share (see describe.ts).
import facts from '../release/generated/charts/git-repo-scanner';
import {documentChart} from './describe';

export default documentChart(facts, {});
