// The worker thread of ./inWorker.ts: one export of a TypeScript module (jiti) on the job.
import {parentPort, workerData} from 'node:worker_threads';
import {createJiti} from 'jiti';

const {modulePath, exportName, job} = workerData;
const loaded = await createJiti(import.meta.url).import(modulePath);
parentPort.postMessage(await loaded[exportName](job));
