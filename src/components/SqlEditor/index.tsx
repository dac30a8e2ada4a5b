import {useEffect, useRef, type ReactNode} from 'react';
import {minimalSetup} from 'codemirror';
import {EditorView, keymap, lineNumbers} from '@codemirror/view';
import {Prec} from '@codemirror/state';
import {HighlightStyle, syntaxHighlighting} from '@codemirror/language';
import {sql, PostgreSQL} from '@codemirror/lang-sql';
import {setDiagnostics} from '@codemirror/lint';
import {tags} from '@lezer/highlight';
import styles from './styles.module.css';

export type EditorMark = {from: number; to: number; message: string};

type Props = {
  readonly value: string;
  readonly label: string;
  readonly onChange: (text: string) => void;
  /** Ctrl-Enter (Cmd-Enter on a Mac). */
  readonly onRun: () => void;
  /** The error PostgreSQL reported, marked where it happened. */
  readonly mark: EditorMark | null;
};

// Prism's token classes, so the editor takes the site's code colours for both modes (src/highlight/themeCss.ts).
const prismClasses = HighlightStyle.define([
  {tag: [tags.keyword, tags.operatorKeyword, tags.modifier], class: 'token keyword'},
  {tag: [tags.string, tags.special(tags.string)], class: 'token string'},
  {tag: [tags.number, tags.bool, tags.null], class: 'token number'},
  {tag: [tags.lineComment, tags.blockComment], class: 'token comment'},
  {tag: [tags.operator], class: 'token operator'},
  {tag: [tags.punctuation, tags.paren, tags.bracket, tags.separator], class: 'token punctuation'},
  {tag: [tags.typeName, tags.standard(tags.name)], class: 'token builtin'},
  {tag: [tags.function(tags.variableName)], class: 'token function'},
]);

/** CodeMirror 6 with PostgreSQL's dialect; part of the runner chunk, loaded on the first Run or Edit. */
export default function SqlEditor({value, label, onChange, onRun, mark}: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({onChange, onRun});
  useEffect(() => {
    latest.current = {onChange, onRun};
  });

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      doc: value,
      extensions: [
        Prec.highest(keymap.of([{key: 'Mod-Enter', run: () => (latest.current.onRun(), true)}])),
        minimalSetup,
        lineNumbers(),
        sql({dialect: PostgreSQL}),
        syntaxHighlighting(prismClasses),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({'aria-label': label}),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor owns its text once created; `value` changes from outside go through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current!;
    const current = editor.state.doc.toString();
    if (current !== value) editor.dispatch({changes: {from: 0, to: current.length, insert: value}});
  }, [value]);

  useEffect(() => {
    const editor = view.current!;
    const length = editor.state.doc.length;
    const diagnostics = mark
      ? [
          {
            from: Math.min(mark.from, length),
            to: Math.min(mark.to, length),
            severity: 'error' as const,
            message: mark.message,
          },
        ]
      : [];
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [mark]);

  return <div ref={host} className={`theme-code-block ${styles.editor}`} />;
}
