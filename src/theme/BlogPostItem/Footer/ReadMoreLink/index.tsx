import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

// Why: the theme's "Read more" link names its target only in an aria-label, so
// its visible text is the same on every post of the list. Here the title is part
// of the link text itself (visually hidden), which every reader and tool sees.
export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Continue reading</b>
      <span className="sr-only">: {blogPostTitle}</span>
    </Link>
  );
}
