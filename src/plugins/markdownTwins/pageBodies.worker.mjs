// The worker thread of the Markdown twins (see index.ts, pageBodiesInWorker): converts the built
// pages while the search plugin builds its indexes on the main thread. pageBodies.ts is
// TypeScript; jiti loads it here as Docusaurus loads the plugin itself.
import {parentPort, workerData} from 'node:worker_threads';
import createJiti from 'jiti';

const {pageBodies} = createJiti(import.meta.url)('./pageBodies.ts');
parentPort.postMessage(pageBodies(workerData));
