/**
 * Swizzled (wrap) so the syntax highlighter (Prism and its grammars, the
 * largest part of the main bundle after React) is not part of every page's
 * first load.
 *
 * Code blocks are server-rendered with their highlighting as usual. On the
 * page the reader opened, each block keeps that server HTML as it is
 * (hydrated as inert HTML, so nothing flickers, moves or mismatches) until it
 * comes near the viewport; then the theme's component (./Loaded) is loaded and
 * takes over, with the copy button and the reader's colour mode. On pages
 * reached by client-side navigation the blocks render as soon as it is loaded,
 * with the plain code shown meanwhile.
 */
import React, {
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import type CodeBlockType from '@theme-original/CodeBlock';
// The theme's code block in the server bundle only (src/plugins/lazy-prism).
import ServerCodeBlock from '@ain-ssr/CodeBlock';

type Props = ComponentProps<typeof CodeBlockType>;

let Loaded: ComponentType<Props> | undefined;
let loading: Promise<void> | undefined;
function load(): Promise<void> {
  loading ??= import('./Loaded').then((module) => {
    Loaded = module.default;
  });
  return loading;
}

/** How far below (or above) the viewport a block starts loading. */
const LOAD_MARGIN = '600px 0px';

export default function CodeBlock(props: Props): ReactNode {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // The server's HTML of this block, when the page was server-rendered with it.
  const [serverHtml] = useState(() =>
    typeof document === 'undefined'
      ? undefined
      : document.querySelector(`[data-code-block="${CSS.escape(id)}"]`)?.innerHTML,
  );
  const [near, setNear] = useState(serverHtml === undefined);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  // Server HTML in place: wait until the block nears the viewport.
  useEffect(() => {
    const element = ref.current;
    if (near || !element) {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void load().then(() => setNear(true));
        }
      },
      {rootMargin: LOAD_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  // Rendered in the browser without server HTML: load now.
  useEffect(() => {
    if (near && !Loaded && typeof document !== 'undefined') {
      void load().then(rerender);
    }
  }, [near]);

  if (typeof document === 'undefined') {
    return (
      <div data-code-block={id}>
        <ServerCodeBlock {...props} />
      </div>
    );
  }
  if (!near) {
    // This block's own server-rendered HTML, kept as is until it is needed.
    return <div key="server" ref={ref} data-code-block={id} dangerouslySetInnerHTML={{__html: serverHtml ?? ''}} />;
  }
  return (
    <div key="live" data-code-block={id}>
      {Loaded ? (
        <Loaded {...props} />
      ) : (
        <div className="theme-code-block">
          <pre className={props.className}>
            <code>{props.children}</code>
          </pre>
        </div>
      )}
    </div>
  );
}
