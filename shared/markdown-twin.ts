/** A docs page's Markdown twin, written by the llms-txt plugin: `/docs/api/aichat.md`, `/docs/api/index.md`. */
export function markdownTwinPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
