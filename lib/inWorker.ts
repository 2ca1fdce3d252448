// Work of the build plugins in a worker thread, so that it shares the cores with the main thread.
import path from 'node:path';
import {Worker} from 'node:worker_threads';

/** `exportName` of the module at `modulePath` run on `job`; `who` names the plugin in errors. */
export function inWorker<Result>(who: string, modulePath: string, exportName: string, job: unknown): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'worker.mjs'), {workerData: {modulePath, exportName, job}});
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`${who}: the worker thread stopped with exit code ${code}`)));
  });
}
