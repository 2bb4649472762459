/** Swizzled (wrap) to keep the highlighter (Prism) out of every page's first load: each block keeps its
 * server HTML, hydrated inert, until the reader reaches for it (or, on a touch screen, it nears the
 * viewport), then ./Loaded takes over; after client-side navigation, plain code at the same height first. */
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

/** What in a block takes the keyboard's focus: the scrollable code and the buttons. */
const FOCUSABLE = 'button, [tabindex]';

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

  // Load, then take over in a transition, not blocking input.
  const takeOver = useCallback(() => {
    void load().then(() => startTransition(() => setLive(true)));
  }, []);

  // Which of the block's controls had the keyboard's focus when it was taken over: the live block's same
  // control gets it back, as replacing the HTML drops it to the page.
  const focused = useRef<number>(-1);
  const takeOverFocused = useCallback(
    (event: React.FocusEvent<HTMLDivElement>) => {
      focused.current = Array.from(event.currentTarget.querySelectorAll(FOCUSABLE)).indexOf(event.target);
      takeOver();
    },
    [takeOver],
  );
  useEffect(() => {
    const index = focused.current;
    if (!live || !Loaded || index < 0 || document.activeElement !== document.body) return;
    focused.current = -1;
    ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[index]?.focus({preventScroll: true});
  });

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

  // No server HTML (client-side navigation): load now.
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
        onFocus={takeOverFocused}
        dangerouslySetInnerHTML={{__html: serverHtml ?? ''}}
      />
    );
  }
  return (
    <div key="live" ref={ref} data-code-block={id}>
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
