/**
 * Swizzled (wrap) so the syntax highlighter (Prism and its grammars, the
 * largest part of the main bundle after React) is not part of every page's
 * first load, and costs a phone nothing while the reader only reads.
 *
 * Code blocks are server-rendered with their highlighting as usual. On the
 * page the reader opened, each block keeps that server HTML as it is
 * (hydrated as inert HTML, so nothing flickers, moves or mismatches) until the
 * reader reaches for it: the pointer enters it, a finger or button presses on
 * it, or it takes keyboard focus. Then the theme's component (./Loaded) is
 * loaded and takes over, adding the copy and word-wrap buttons, which the
 * theme keeps invisible until then anyway. A touch screen has no hover to
 * announce a tap on the copy button, so there each block takes over as it
 * nears the viewport instead. On pages reached by client-side navigation the
 * blocks render as soon as it is loaded, with the plain code shown meanwhile
 * at the same height, so nothing below it moves (the heading an address
 * names stays where the router scrolled it).
 *
 */
import React, {
  startTransition,
  useCallback,
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
// The theme's code block in the server bundle only (site/plugins/lean-bundle).
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

/** How far below (or above) the viewport a block starts loading on a touch screen. */
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
  const [live, setLive] = useState(serverHtml === undefined);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  // The reader reaches for the block: load, then take over without blocking
  // input (a transition).
  const takeOver = useCallback(() => {
    void load().then(() => startTransition(() => setLive(true)));
  }, []);

  // A touch screen: take over near the viewport, so the first tap on a button works.
  useEffect(() => {
    const element = ref.current;
    if (live || !element || !window.matchMedia('(hover: none)').matches) {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          takeOver();
        }
      },
      {rootMargin: LOAD_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [live, takeOver]);

  // Rendered in the browser without server HTML (a page reached by
  // client-side navigation): load now.
  useEffect(() => {
    if (live && !Loaded) void load().then(rerender);
  }, [live]);

  if (typeof document === 'undefined') {
    return (
      <div data-code-block={id}>
        <ServerCodeBlock {...props} />
      </div>
    );
  }
  if (!live) {
    // This block's own server-rendered HTML, kept as is until it is needed.
    return (
      <div
        key="server"
        ref={ref}
        data-code-block={id}

        onPointerEnter={takeOver}
        onPointerDown={takeOver}
        onFocus={takeOver}
        dangerouslySetInnerHTML={{__html: serverHtml ?? ''}}
      />
    );
  }
  return (
    <div key="live" data-code-block={id}>
      {Loaded ? (
        <Loaded {...props} />
      ) : (
        // The theme's classes and, without the trailing newline it drops, its height (src/css/custom.css).
        <div className={`${props.className ?? ''} theme-code-block code-block-plain`}>
          <pre className={props.className}>
            <code>{typeof props.children === 'string' ? props.children.replace(/\n$/, '') : props.children}</code>
          </pre>
        </div>
      )}
    </div>
  );
}
