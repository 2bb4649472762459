/**
 * Takes the place of the plugin's `theme/SearchBar/EmptyTemplate` (swapped
 * in by site/plugins/search-local-compact) wherever the plugin's own bar is
 * bundled: its dropdown's empty state is the same component as the search
 * page's (SearchEmptyState), rendered into the element autocomplete.js shows
 * when a query matches nothing. The site's own bar (src/theme/SearchBar)
 * renders SearchEmptyState itself.
 */
import React from 'react';
import {flushSync} from 'react-dom';
import {createRoot, type Root} from 'react-dom/client';

import SearchEmptyState from '@site/src/components/SearchEmptyState';
import {emptyAnswerFor, searchPageUrl} from './searchByWorker';

/** Puts the suggestion into the search bar's input, which searches it. */
function searchFor(element: HTMLElement, query: string): void {
  const input = element.closest('.navbar__search')?.querySelector('input');
  if (!input) return;
  // The native setter, so React's onChange sees the change as typed.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

let root: Root | undefined;
export function EmptyTemplate({query}: {query: string}): HTMLElement {
  const answer = emptyAnswerFor(query);
  const element = document.createElement('div');
  root?.unmount();
  root = createRoot(element);
  // Outside the app: the site's root as the plugin's bar is only bundled in the default site.
  const baseUrl = '/';
  const suggestion = answer?.suggestion;
  flushSync(() =>
    root!.render(
      <SearchEmptyState
        query={query}
        suggestion={suggestion}
        suggestionHref={suggestion ? searchPageUrl(baseUrl, answer.baseUrl, suggestion) : undefined}
        sections={answer?.sections ?? []}
        onNavigate={(url, kind) => {
          if (kind === 'suggestion' && suggestion) {
            searchFor(element, suggestion);
          } else {
            window.location.assign(url);
          }
        }}
      />,
    ),
  );
  return element;
}
