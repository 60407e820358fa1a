export interface ContentUnavailableProps {
  title: string;
  /** What the visitor reads: that it cannot be shown right now, and when to try again. */
  text: string;
  /** Where the visitor can go instead. */
  back: { href: string; label: string };
  className?: string | undefined;
}

/**
 * The page of a record content-service could not be asked for (an article, a case study): it says so
 * in words, with a way back, where the record would be; the page answers 503. Nothing waits for a script.
 */
export function ContentUnavailable({ title, text, back, className }: ContentUnavailableProps) {
  return (
    <div className={className} role="alert">
      <h1>{title}</h1>
      <p>{text}</p>
      <a href={back.href}>{back.label}</a>
    </div>
  );
}
