import type {MouseEvent, ReactNode} from 'react';
import {pageTrail, type SearchDocument} from '../../search/documents';
import styles from './styles.module.css';

type Props = {
  document: SearchDocument;
  onOpen: () => void;
};

/** Where the section lives: the page's sidebar categories and, for a section, the page itself. */
function placeOf(document: SearchDocument, title: string): string[] {
  const trail = pageTrail(document);
  if (document.type === 'blog') trail.unshift('Blog');
  if (trail[trail.length - 1] === title) trail.pop();
  return trail.length ? trail : [document.type === 'blog' ? 'Blog' : 'Docs'];
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** One result: the section's title over its place in the site ("Scanners › Nmap"). */
export default function SearchResult({document, onOpen}: Props): ReactNode {
  const title = document.sectionTitle || pageTrail(document).pop() || document.sectionRoute;
  return (
    // A real link, so that it can be opened in a new tab. The panel is a React root of its own,
    // without the router: a plain click is routed by onOpen. Arrow keys move between the
    // results (the listbox's options), so the link is no tab stop of its own.
    <a
      href={document.sectionRoute}
      tabIndex={-1}
      className="aa-ItemLink"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen();
      }}>
      <div className="aa-ItemContent">
        <div className="aa-ItemContentBody">
          <div className="aa-ItemContentTitle">{title}</div>
          <div className={styles.place}>
            {placeOf(document, title).map((crumb, position) => (
              <span key={position} className={styles.crumb}>
                {crumb}
              </span>
            ))}
          </div>
        </div>
      </div>
      <div className="aa-ItemActions">
        <span className="aa-ItemActionButton aa-ActiveOnly" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
            <path d="M18.984 6.984h2.016v6h-15.188l3.609 3.609-1.406 1.406-6-6 6-6 1.406 1.406-3.609 3.609h13.172v-4.031z" />
          </svg>
        </span>
      </div>
    </a>
  );
}
