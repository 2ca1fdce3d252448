import {createElement, type ComponentType} from 'react';
import {renderToString} from 'react-dom/server';
import {beforeEach, describe, expect, it, vi} from 'vitest';

// The framework's creator, standing for the loadable component it builds: it records each call.
const made = vi.hoisted(() => [] as string[]);
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator.js', () => ({
  default: (path: string, hash: string) => {
    made.push(`${path}-${hash}`);
    return Object.assign((props: {title: string}) => createElement('h1', null, `${path}: ${props.title}`), {preload: () => `loaded ${path}`});
  },
}));

const {default: ComponentCreator} = await import('../../../src/plugins/routeComponentsOnFirstUse/componentCreator');

/** The server's HTML of a route's component, given the props the route passes. */
const rendered = (Route: ReturnType<typeof ComponentCreator>, title: string) => renderToString(createElement(Route as ComponentType<{title: string}>, {title}));

describe('route components made on first use', () => {
  beforeEach(() => void (made.length = 0));

  it('builds no component while the route table is read', () => {
    const table = ['/', '/docs/a', '/docs/b'].map((path) => ({path, component: ComponentCreator(path, 'abc')}));
    expect(table).toHaveLength(3);
    expect(made).toEqual([]);
  });

  it("builds a route's component once, on its first preload, and renders it with the route's props", () => {
    const Route = ComponentCreator('/docs/a', 'abc');
    expect(Route.preload()).toBe('loaded /docs/a');
    expect(rendered(Route, 'A')).toBe('<h1>/docs/a: A</h1>');
    expect(Route.preload()).toBe('loaded /docs/a');
    expect(made).toEqual(['/docs/a-abc']);
  });

  it('builds it on its first render when nothing preloaded it', () => {
    const Route = ComponentCreator('/docs/b', 'def');
    expect(rendered(Route, 'B')).toBe('<h1>/docs/b: B</h1>');
    expect(made).toEqual(['/docs/b-def']);
  });
});
