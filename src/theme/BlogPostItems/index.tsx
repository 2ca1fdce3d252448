import type {ComponentProps, ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import {useLocation} from '@docusaurus/router';
import {blogTitle, blogDescription} from '@site/src/data/site';
import styles from './styles.module.css';

// Why: the theme's blog list pages (/blog, /blog/page/N) have no visible title
// and no h1, which leaves readers and assistive technology without a heading for
// the page. Tag pages have their own title, so only the list pages get one.
const BLOG_LIST_PAGE = /^\/blog(\/page\/\d+)?\/?$/;

export default function BlogPostItemsWrapper(props: ComponentProps<typeof BlogPostItems>): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      {BLOG_LIST_PAGE.test(pathname) && (
        <div className={styles.intro}>
          <h1 className={styles.title}>{blogTitle}</h1>
          <p className={styles.description}>{blogDescription}</p>
        </div>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
