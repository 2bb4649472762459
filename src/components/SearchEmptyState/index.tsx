/**
 * What search shows when nothing at all matches a query, the same in the
 * navbar's dropdown and on /search: that nothing matched, the closest
 * spelling the index has (when one exists), and the version's sections.
 *
 * Plain anchors, so the dropdown (rendered outside the app's router, see
 * src/search-local/EmptyTemplate.tsx) can use it too; `onNavigate` turns
 * their clicks into in-app navigation.
 */
import React, {type MouseEvent, type ReactNode} from 'react';

import styles from './styles.module.css';

export interface SearchEmptyStateProps {
  query: string;
  /** The query with its unknown words replaced by the closest indexed ones. */
  suggestion?: string;
  /** Where choosing the suggestion leads. */
  suggestionHref?: string;
  sections: {title: string; url: string}[];
  /** Called on a plain left click of any link, instead of a page load. */
  onNavigate?: (url: string, kind: 'suggestion' | 'section') => void;
}

export default function SearchEmptyState({
  query,
  suggestion,
  suggestionHref,
  sections,
  onNavigate,
}: SearchEmptyStateProps): ReactNode {
  const follow = (url: string, kind: 'suggestion' | 'section') => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onNavigate(url, kind);
  };
  return (
    <div className={styles.emptyState} data-search-empty="">
      <p className={styles.message} role="status">
        No results for “<span className={styles.query}>{query.trim()}</span>”.
      </p>
      {suggestion && suggestionHref && (
        <p className={styles.suggestion}>
          Did you mean{' '}
          {/* eslint-disable-next-line @docusaurus/no-html-links -- also rendered outside the router (the dropdown) */}
          <a href={suggestionHref} onClick={follow(suggestionHref, 'suggestion')} data-search-suggestion="">
            {suggestion}
          </a>
          ?
        </p>
      )}
      {sections.length > 0 && (
        <nav aria-label="Documentation sections">
          <p className={styles.sectionsLabel}>Browse a section instead:</p>
          <ul className={styles.sections}>
            {sections.map(({title, url}) => (
              <li key={url}>
                {/* eslint-disable-next-line @docusaurus/no-html-links -- also rendered outside the router (the dropdown) */}
                <a href={url} onClick={follow(url, 'section')}>
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
