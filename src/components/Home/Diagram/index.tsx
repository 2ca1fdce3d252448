import type {CSSProperties, ReactNode} from 'react';
import type {Showcase} from '@site/src/data/landing';
import styles from './styles.module.css';

// The landing page's illustrations are inline SVG drawn from these few parts, so that their colours
// follow the colour mode through CSS variables. They are sent twice, as HTML and in the page's script,
// so the markup stays lean: boxes, lines and text are styled by element in the stylesheet, and only
// what differs carries a class. Every diagram is 360 units wide: at a phone's width it is drawn close
// to 1:1, so its text stays legible.

/** What an illustration gets from the landing copy: its id and its text alternative. */
export type IllustrationProps = Pick<Showcase, 'id' | 'figure'>;

type FigureProps = IllustrationProps & {
  height: number;
  children: ReactNode;
};

/** An illustration with its text alternative: the title names it, the description tells its flow. */
export function Figure({id, figure, height, children}: FigureProps): ReactNode {
  // Every arrow of this figure ends in this figure's marker, found through a custom property.
  const arrowHead = {'--arrow-head': `url(#${id}-a)`} as CSSProperties;
  return (
    <svg
      className={styles.figure}
      style={arrowHead}
      viewBox={`0 0 360 ${height}`}
      role="img"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}>
      <title id={`${id}-t`}>{figure.title}</title>
      <desc id={`${id}-d`}>{figure.description}</desc>
      <marker id={`${id}-a`} viewBox="0 0 8 8" refX="8" refY="4" markerWidth="8" markerHeight="8" markerUnits="userSpaceOnUse" orient="auto">
        <path d="M0 0 8 4 0 8z" />
      </marker>
      {children}
    </svg>
  );
}

/**
 * primary: a secureCodeBox resource or component; accent: findings and what you write;
 * neutral: something of yours or another system; muted: what does not happen.
 */
export type Tone = 'primary' | 'accent' | 'neutral' | 'muted';

type BoxProps = {
  x: number;
  y: number;
  w: number;
  /** 40 with a kind line, 30 without. */
  h?: number;
  /** Small line above the name: what kind of thing this is. */
  kind?: string;
  name?: string;
  tone?: Tone;
  /** Product names read better in the text font; resource names stay monospace. */
  sans?: boolean;
  /** Centre a lone name in the box. */
  center?: boolean;
  /** Draw two more outlines behind the box: one of many alike. */
  stack?: boolean;
};

export function Box({x, y, w, h, kind, name, tone = 'primary', sans = false, center = false, stack = false}: BoxProps): ReactNode {
  const height = h ?? (kind ? 40 : 30);
  return (
    <g className={tone === 'primary' ? undefined : styles[tone]}>
      {stack && [8, 4].map((d) => <rect key={d} x={x + d} y={y - d} width={w} height={height} rx="6" />)}
      <rect x={x} y={y} width={w} height={height} rx="6" />
      {kind && (
        <text x={x + 8} y={y + 15}>
          {kind}
        </text>
      )}
      {name && (
        <text
          x={center ? x + w / 2 : x + 8}
          y={kind ? y + height - 9 : y + height / 2 + 4.5}
          textAnchor={center ? 'middle' : undefined}
          className={sans ? styles.sans : styles.name}>
          {name}
        </text>
      )}
    </g>
  );
}

type ArrowProps = {
  /** x1, y1, x2, y2, …: a polyline that ends in an arrowhead. */
  points: readonly number[];
  /** A dashed line without a head: a flow that could happen but does not. */
  skipped?: boolean;
};

export function Arrow({points, skipped = false}: ArrowProps): ReactNode {
  return <path d={`M${points.join(' ')}`} className={skipped ? styles.skipped : styles.arrow} />;
}

/** A dashed outline around boxes that belong together, such as a namespace or a cluster. */
export function Frame({x, y, w, h}: {x: number; y: number; w: number; h: number}): ReactNode {
  return <rect x={x} y={y} width={w} height={h} rx="10" className={styles.frame} />;
}

/** A plain line without arrowhead, for buses and brackets. */
export function Line({d}: {d: string}): ReactNode {
  return <path d={d} />;
}

type LabelProps = {
  x: number;
  y: number;
  children: ReactNode;
  /** note: small explanatory text; code: a resource or rule name; strong: a short emphasised note. */
  variant?: 'note' | 'code' | 'strong';
  end?: boolean;
};

export function Label({x, y, children, variant = 'note', end = false}: LabelProps): ReactNode {
  return (
    <text x={x} y={y} className={variant === 'note' ? undefined : styles[variant]} textAnchor={end ? 'end' : undefined}>
      {children}
    </text>
  );
}
