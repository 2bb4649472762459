/**
 * The address of a docs page's Markdown twin: the page's own URL with `.md`
 * appended (`/docs/api/aichat` → `/docs/api/aichat.md`), or `index.md` for a
 * section landing page whose URL ends with a slash (`/docs/api/` →
 * `/docs/api/index.md`). Written by the llms-txt plugin, linked by the "Copy
 * page as Markdown" control.
 */
export function markdownTwinPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
