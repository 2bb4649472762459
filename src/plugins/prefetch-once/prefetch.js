/**
 * Stands in for @docusaurus/core/lib/client/prefetch (see ./index.ts): the
 * same `<link rel="prefetch">`, or a request where the browser has no
 * prefetch, but at most once per URL.
 */
const requested = new Map();

function supportsPrefetch() {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

function linkPrefetch(url) {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject();
    document.head.appendChild(link);
  });
}

function requestPrefetch(url) {
  return fetch(url, {credentials: 'include'}).then((response) => {
    if (!response.ok) throw new Error(String(response.status));
  });
}

let strategy;

/** @param {string} url @returns {Promise<void>} */
export default function prefetch(url) {
  if (typeof document === 'undefined') return Promise.resolve();
  strategy ??= supportsPrefetch() ? linkPrefetch : requestPrefetch;
  let promise = requested.get(url);
  if (!promise) {
    // 404s are logged to the console anyway.
    promise = strategy(url).catch(() => {});
    requested.set(url, promise);
  }
  return promise;
}
