import { useEffect, useRef, type ReactNode } from 'react';

interface PageLayoutProps {
  title: string;
  children?: ReactNode;
  /** CSS modifier, also set as body class page--{id} as the spec asks */
  id: string;
}

/** A page with its h1; focus moves to the heading on navigation so screen readers hear it. */
export function PageLayout({ title, children, id }: PageLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = title;
    document.body.classList.add(`page--${id}`);
    return () => document.body.classList.remove(`page--${id}`);
  }, [title, id]);
  useEffect(() => {
    // only after client-side navigation: the first page load keeps the browser's default focus
    if (document.activeElement && document.activeElement !== document.body) heading.current?.focus();
  }, [id]);
  return (
    <section className={`page page--${id}`} aria-labelledby={`page-title-${id}`}>
      <h1 id={`page-title-${id}`} ref={heading} tabIndex={-1} className="page__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
