import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DomIdScope, useDomId } from '../../site/components/useDomId.tsx';

function Labelled({ text }: { text: string }) {
  const id = useDomId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{text}</h2>
    </section>
  );
}

function Twice() {
  const first = useDomId();
  const second = useDomId();
  return <p data-ids={`${first} ${second}`} />;
}

// The browser (Preact) numbers the same tree the same way; spec/e2e/hydration.spec.ts checks that
// on the built site. Here: the numbering the server gives.
describe('useDomId', () => {
  it('numbers the ids of a page in document order, per call, starting again for every page render', () => {
    const page = (
      <DomIdScope>
        <Labelled text="a" />
        <Twice />
        <div>
          <Labelled text="b" />
        </div>
      </DomIdScope>
    );
    const expected =
      '<section aria-labelledby="uid-0"><h2 id="uid-0">a</h2></section><p data-ids="uid-1 uid-2"></p>' +
      '<div><section aria-labelledby="uid-3"><h2 id="uid-3">b</h2></section></div>';
    expect(renderToStaticMarkup(page)).toBe(expected);
    expect(renderToStaticMarkup(page)).toBe(expected);
  });

  it('refuses to work outside a scope, where ids could repeat', () => {
    expect(() => renderToStaticMarkup(<Labelled text="a" />)).toThrow('useDomId() outside a DomIdScope');
  });
});
