// The posts of a blog page, wrapped: the list pages (/blog, /blog/page/N) get the title and h1 the
// theme leaves out; tag pages have their own.
import type {ComponentProps, ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import {useLocation} from '@docusaurus/router';
import {blogTitle, blogDescription} from '@site/src/data/site';
import styles from './styles.module.css';

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
