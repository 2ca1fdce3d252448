// The client entry's route preload, in tasks after the app's start (the longest script task of a
// first load) instead of inside it: the route's matching, then each matched route's modules, the
// page's content last (./taskByTask.ts). Client-side navigation keeps the framework's preload.
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {preloadTaskByTask} from './taskByTask';

export default function preloadInOwnTasks(pathname: string): Promise<unknown> {
  return preloadTaskByTask(() => [...new Set([pathname, decodeURI(pathname)])].flatMap((path) => matchRoutes(routes, path)));
}
