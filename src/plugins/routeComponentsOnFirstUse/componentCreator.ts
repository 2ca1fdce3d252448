// The framework's ComponentCreator, run on its route's first preload or render, not for every
// route of the table while main.js evaluates.
import {createElement, type ComponentType} from 'react';
import create from '@docusaurus/core/lib/client/exports/ComponentCreator.js';

export default function ComponentCreator(path: string, hash: string): ComponentType<object> & {preload: () => unknown} {
  let made: ReturnType<typeof create> | undefined;
  const component = () => (made ??= create(path, hash));
  const Route = (props: object) => createElement(component(), props);
  Route.preload = () => component().preload();
  return Route;
}
