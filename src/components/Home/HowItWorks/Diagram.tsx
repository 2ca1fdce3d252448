import type {ReactNode} from 'react';
import styles from './styles.module.css';

type Box = {x: number; label: string; detail: string};

const boxes: readonly Box[] = [
  {x: 10, label: '1 · Scan', detail: 'kubectl · scbctl · schedule'},
  {x: 250, label: '2 · Scanner job', detail: 'tool + lurker sidecar'},
  {x: 490, label: '3 · Parser job', detail: 'raw result → findings'},
  {x: 730, label: '4 · Hooks', detail: 'enrich, then export'},
];

const BOX_W = 220;

/**
 * The life of a scan as an inline SVG so its colours follow the site's colour mode.
 * The numbered list next to it carries the same information as text.
 */
export default function Diagram(): ReactNode {
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.diagram}
        viewBox="0 0 960 250"
        role="img"
        aria-labelledby="how-it-works-diagram-title how-it-works-diagram-desc">
        <title id="how-it-works-diagram-title">The life of a scan in secureCodeBox</title>
        <desc id="how-it-works-diagram-desc">
          A Scan resource is picked up by the operator, which starts a scanner job. Its lurker sidecar stores the raw
          result in S3-compatible storage. A parser job reads it and writes findings back to storage. Hooks then process
          the findings and send them to other systems.
        </desc>
        <defs>
          <marker id="hiw-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0 0 10 5 0 10z" className={styles.arrowHead} />
          </marker>
        </defs>
        <text x="480" y="22" textAnchor="middle" className={styles.caption}>
          secureCodeBox operator watches and drives every step
        </text>
        {boxes.map((box, i) => (
          <g key={box.label}>
            <rect x={box.x} y="40" width={BOX_W} height="84" rx="12" className={styles.box} />
            <text x={box.x + BOX_W / 2} y="76" textAnchor="middle" className={styles.label}>
              {box.label}
            </text>
            <text x={box.x + BOX_W / 2} y="102" textAnchor="middle" className={styles.detail}>
              {box.detail}
            </text>
            {i < boxes.length - 1 && (
              <line
                x1={box.x + BOX_W + 2}
                y1="82"
                x2={box.x + BOX_W + 18}
                y2="82"
                className={styles.arrow}
                markerEnd="url(#hiw-arrow)"
              />
            )}
          </g>
        ))}
        <rect x="250" y="176" width="460" height="56" rx="12" className={styles.store} />
        <text x="480" y="210" textAnchor="middle" className={styles.label}>
          S3-compatible storage (MinIO by default)
        </text>
        <line x1="360" y1="124" x2="360" y2="172" className={styles.arrow} markerEnd="url(#hiw-arrow)" />
        <line x1="600" y1="172" x2="600" y2="128" className={styles.arrow} markerEnd="url(#hiw-arrow)" />
        <line x1="660" y1="128" x2="660" y2="172" className={styles.arrow} markerEnd="url(#hiw-arrow)" />
        <line x1="710" y1="204" x2="840" y2="128" className={styles.arrow} markerEnd="url(#hiw-arrow)" />
      </svg>
    </figure>
  );
}
