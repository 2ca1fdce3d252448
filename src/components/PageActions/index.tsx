import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {useState, type ReactNode} from 'react';
import {twinPath} from '../../data/twins';
import styles from './styles.module.css';

type State = 'idle' | 'copying' | 'copied' | 'failed';

const LABELS: Record<State, string> = {idle: 'Copy page', copying: 'Copying…', copied: 'Copied', failed: 'Copy failed'};
const ANNOUNCEMENTS: Record<State, string> = {
  idle: '',
  copying: '',
  copied: 'The page is on the clipboard as Markdown.',
  failed: 'The page could not be copied.',
};
const SHOWN_MS = 2500;

/**
 * "Copy page" and "View as Markdown" for the page being read, and the `<link rel="alternate">`
 * to its Markdown twin. The copying code loads on the first click.
 */
export default function PageActions({className}: {readonly className?: string}): ReactNode {
  const {pathname} = useLocation();
  const twin = twinPath(pathname);
  const [state, setState] = useState<State>('idle');

  const copy = () => {
    // A button that becomes disabled loses the keyboard focus: a second click is ignored instead.
    if (state === 'copying') return;
    setState('copying');
    import('./copy')
      .then(({copyTwin}) => copyTwin(twin))
      .then(
        () => setState('copied'),
        () => setState('failed'),
      )
      .finally(() => setTimeout(() => setState('idle'), SHOWN_MS));
  };

  return (
    <div className={[styles.actions, className].filter(Boolean).join(' ')} data-no-twin>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <button type="button" className={styles.action} onClick={copy} aria-busy={state === 'copying'} data-state={state}>
        {LABELS[state]}
      </button>
      <a className={styles.action} href={twin} type="text/markdown">
        View as Markdown
      </a>
      <span className={styles.status} role="status">
        {ANNOUNCEMENTS[state]}
      </span>
    </div>
  );
}
