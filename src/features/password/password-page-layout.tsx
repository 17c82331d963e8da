import { useEffect, useRef, type ReactNode } from 'react';

interface PasswordPageLayoutProps {
  id: string;
  title: string;
  children?: ReactNode;
}

/** The page frame of the reset and change pages (features do not import the app's PageLayout). */
export function PasswordPageLayout({ id, title, children }: PasswordPageLayoutProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = title;
    document.body.classList.add(`page--${id}`);
    return () => document.body.classList.remove(`page--${id}`);
  }, [title, id]);
  useEffect(() => {
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
