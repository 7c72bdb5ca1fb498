// A search snippet (./highlight.ts) as React text: matched runs in <mark>, everything else plain; nothing is parsed.
import {Fragment, type ReactNode} from 'react';
import type {Segment} from './highlight';

export default function Highlighted({segments}: {segments: readonly Segment[]}): ReactNode {
  return segments.map((segment, index) =>
    segment.marked ? <mark key={index}>{segment.text}</mark> : <Fragment key={index}>{segment.text}</Fragment>,
  );
}
