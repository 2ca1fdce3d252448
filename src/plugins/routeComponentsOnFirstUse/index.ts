// Inside the route table, ComponentCreator is ./componentCreator.ts. Registry: src/frameworkPatches.
import path from 'node:path';
import {browserStandIn} from '../standIns';

export default () =>
  browserStandIn('route-components-on-first-use', {
    within: /[\\/]\.docusaurus[\\/]routes\.js$/,
    replaces: require.resolve('@docusaurus/core/lib/client/exports/ComponentCreator.js'),
    standIn: path.resolve(__dirname, 'componentCreator.ts'),
    question: 'does the generated routes.js still import @docusaurus/ComponentCreator?',
  });
