import React, {useEffect, useState, type ReactNode} from 'react';
import {diagrams} from '@side/diagrams';
import {diagramKey} from '@site/src/diagrams/key';
import type {RenderedDiagram} from '@site/src/diagrams/rendered';
import {DIAGRAM_LOAD_FAILED} from '@site/src/diagrams/uiText';
import {KEEP_SERVER_MARKUP, useRenderPass, type RenderPass} from '@site/src/prerendered/useRenderPass';
import styles from './styles.module.css';

type Props = {readonly value: string};

/** The drawing now (build), after a fetch (client render), or never (hydration keeps the page's). */
function useDrawing(key: string, pass: RenderPass): RenderedDiagram | 'failed' | null {
  const now = pass === 'hydration' ? null : diagrams.rendered(key);
  const [fetched, setFetched] = useState<{key: string; result: RenderedDiagram | 'failed'} | null>(null);
  const waiting = pass === 'client' && now === null;
  useEffect(() => {
    if (!waiting) return undefined;
    let live = true;
    diagrams.load(key).then(
      (drawing) => live && setFetched({key, result: drawing}),
      () => live && setFetched({key, result: 'failed'}),
    );
    return () => {
      live = false;
    };
  }, [waiting, key]);
  return now ?? (fetched?.key === key ? fetched.result : null);
}

/**
 * A Mermaid diagram, drawn to SVG when the site is built (src/diagrams); CSS
 * turns it dark in dark mode. Replaces the theme-mermaid
 * component, which draws in the browser with the 160 KiB Mermaid runtime.
 */
export default function Mermaid({value}: Props): ReactNode {
  const key = diagramKey(value);
  const pass = useRenderPass(value);
  const drawing = useDrawing(key, pass);
  if (pass === 'hydration')
    return <div className={styles.diagram} data-diagram={key} dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} />;
  if (drawing === 'failed') {
    return (
      <div className={styles.diagram} data-diagram={key}>
        <p role="alert">{DIAGRAM_LOAD_FAILED}</p>
        <pre>{value}</pre>
      </div>
    );
  }
  if (drawing === null) return <div className={styles.diagram} data-diagram={key} aria-busy="true" />;
  return <div className={styles.diagram} data-diagram={key} dangerouslySetInnerHTML={{__html: drawing.svg}} />;
}
