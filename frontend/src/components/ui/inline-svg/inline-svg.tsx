/**
 * An SVG drawn into the page itself rather than through <img>: a browser opens every SVG <img> as a
 * document of its own (its own style, layout and, for <text>, font work), which on a slow phone
 * costs a main-thread task per image. For small, trusted SVGs shipped with the site (logos, icons),
 * never for uploads. `svg` is the file's markup (`import logo from './x.svg?raw'`).
 *
 * With a `label` it is an image of that name (a logo); without, it is decorative and hidden from
 * assistive technology (an icon beside a heading that says it all). The SVG fills the box's width,
 * or `size` px square (and never shrinks in a flex row).
 */
import styles from './inline-svg.module.css';

export interface InlineSvgProps {
  svg: string;
  label?: string;
  className?: string;
  size?: number;
}

export function InlineSvg({ svg, label, className, size }: InlineSvgProps) {
  const a11y = label ? ({ role: 'img', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
  return (
    <span
      className={[styles.svg, className].filter(Boolean).join(' ')}
      style={size ? { width: size, height: size, flexShrink: 0 } : undefined}
      {...a11y}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
