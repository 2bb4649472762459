/** What the dialog and /search show when nothing matches: the closest spelling, if any, and the version's
 * sections, as plain anchors whose clicks `onNavigate` turns into in-app navigation. */
import React, {type CSSProperties, type MouseEvent, type ReactNode} from 'react';

// Infima's classes and inline styles, not a CSS module: every page loads the site's stylesheet.
const SECTIONS_STYLE: CSSProperties = {display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem'};
/** A link inside a sentence is told apart by more than its colour. */
const SUGGESTION_STYLE: CSSProperties = {fontWeight: 'var(--ifm-font-weight-semibold)', textDecoration: 'underline'};

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
    <div className="padding-vert--sm" data-search-empty="">
      <p className="margin-bottom--sm" role="status">
        No results for “<strong style={{overflowWrap: 'anywhere'}}>{query.trim()}</strong>”.
      </p>
      {suggestion && suggestionHref && (
        <p className="margin-bottom--sm">
          Did you mean{' '}
          {/* eslint-disable-next-line @docusaurus/no-html-links -- also rendered outside the router (the dropdown) */}
          <a
            href={suggestionHref}
            onClick={follow(suggestionHref, 'suggestion')}
            style={SUGGESTION_STYLE}
            data-search-suggestion="">
            {suggestion}
          </a>
          ?
        </p>
      )}
      {sections.length > 0 && (
        <nav aria-label="Documentation sections">
          <p className="margin-bottom--sm">Browse a section instead:</p>
          <ul className="clean-list margin-bottom--none" style={SECTIONS_STYLE}>
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
