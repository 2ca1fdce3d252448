import type {ReactNode} from 'react';
import type {ChartVersions} from '../../data/release/types';

type Props =
  | {
      readonly chart: ChartVersions;
      /** The release version the chart is published with, or its appVersion (the version of the tool inside). */
      readonly fact: 'version' | 'appVersion';
      /** Render as code, the way the pages write chart metadata such as an appVersion. */
      readonly code?: boolean;
    }
  | {
      readonly chart: ChartVersions;
      /** An image by its values prefix, e.g. `scanner.image`: `repository:tag`, or one of the two. */
      readonly image: string;
      readonly part?: 'repository' | 'tag';
    };

/**
 * A version-dependent fact of a chart in prose (its version, appVersion or an image with the
 * tag a default installation pulls), read from the release facts so that it changes with
 * the next sync instead of going stale. Throws at build time for a fact the chart does not have.
 */
export default function ChartFact(props: Props): ReactNode {
  const {chart} = props;
  if ('fact' in props) {
    const text = props.fact === 'version' ? chart.version : chart.appVersion;
    if (!text) throw new Error(`The ${chart.name} chart has no ${props.fact}`);
    return props.code ? <code>{text}</code> : text;
  }
  const image = chart.images.find((i) => i.values === props.image);
  if (!image) throw new Error(`The ${chart.name} chart has no image ${props.image} (it has ${chart.images.map((i) => i.values).join(', ')})`);
  const text = props.part === 'repository' ? image.repository : props.part === 'tag' ? image.tag : `${image.repository}:${image.tag}`;
  return <code>{text}</code>;
}
