// `@ain-ssr/CodeBlock` in the browser bundle (see ./index.ts): never rendered there.
export default function EmptyComponent() {
  return null;
}
