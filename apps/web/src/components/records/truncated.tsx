/** Long texts stay on one line and show whole on hover, so the table fits beside the sidebar ('—' when empty). */
export function Truncated({ text, className = 'max-w-40' }: { text: string | undefined; className?: string }) {
  if (!text) return <span className="text-muted-foreground">—</span>;
  return (
    <span className={`block truncate ${className}`} title={text}>
      {text}
    </span>
  );
}
