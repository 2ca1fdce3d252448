// The docs sidebar as the twins read it: every page in sidebar order, with its categories.
import type {DocMetadata} from './twins';

/** The loaded sidebar of the docs plugin, as far as the twins read it. */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'link'; href: string; label: string}
  | {type: 'html'}
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string; title?: string; description?: string};
    };

export type CardLink = {title: string; permalink: string; description?: string};

/** A page of the docs in sidebar order, with the category labels above it (`group`). */
export type SidebarEntry =
  | {kind: 'doc'; permalink: string; title: string; description?: string; group: string[]}
  | {kind: 'index'; permalink: string; title: string; description?: string; group: string[]; children: CardLink[]};

/** Every page of the sidebar, in its order: docs, and the generated index pages of categories. */
export function walkSidebar(items: readonly SidebarItem[], docById: ReadonlyMap<string, DocMetadata>): SidebarEntry[] {
  const doc = (id: string): DocMetadata => {
    const found = docById.get(id);
    if (!found) throw new Error(`markdown-twins: the sidebar names a doc that does not exist: ${id}`);
    return found;
  };
  const card = (item: SidebarItem): CardLink[] => {
    if (item.type === 'doc' || item.type === 'ref') {
      const {title, permalink, description} = doc(item.id);
      return [{title: item.label ?? title, permalink, description}];
    }
    if (item.type === 'category' && item.link) {
      if (item.link.type === 'doc') return [{title: item.label, permalink: doc(item.link.id).permalink, description: doc(item.link.id).description}];
      return [{title: item.label, permalink: item.link.permalink, description: item.link.description}];
    }
    return [];
  };
  const entries: SidebarEntry[] = [];
  const seen = new Set<string>();
  const walk = (list: readonly SidebarItem[], group: string[]) => {
    for (const item of list) {
      if (item.type === 'doc' || item.type === 'ref') {
        const {permalink, title, description} = doc(item.id);
        if (!seen.has(permalink)) entries.push({kind: 'doc', permalink, title, description, group});
        seen.add(permalink);
      } else if (item.type === 'category') {
        const inner = [...group, item.label];
        if (item.link?.type === 'doc') {
          const {permalink, title, description} = doc(item.link.id);
          if (!seen.has(permalink)) entries.push({kind: 'doc', permalink, title, description, group: inner});
          seen.add(permalink);
        } else if (item.link?.type === 'generated-index') {
          entries.push({
            kind: 'index',
            permalink: item.link.permalink,
            title: item.link.title ?? item.label,
            description: item.link.description,
            group: inner,
            children: item.items.flatMap(card),
          });
          seen.add(item.link.permalink);
        }
        walk(item.items, inner);
      }
    }
  };
  walk(items, []);
  return entries;
}
