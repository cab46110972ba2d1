import { describe, expect, it } from 'vitest';
import { lostTypesetting, typesetTexts } from '../../tools/typography/lostTypesetting.ts';

const content = {
  faq: [
    {
      title: 'Работаете\u00a0ли вы\u00a0с\u00a0нашей 1С?',
      text: '<p>Да, с\u00a0<strong>1С:УТ</strong> и\u00a0ERP.</p>',
    },
  ],
  note: ['<strong>9 месяцев</strong>', 'за\u00a09\u00a0месяцев', '9\u00a0месяцев', 'Цены &amp; остатки\u00a0в 1С'],
  // The same typeset text twice, and what is not text at all.
  again: 'Работаете\u00a0ли вы\u00a0с\u00a0нашей 1С?',
  count: 3,
  none: null,
  missing: undefined,
  flag: true,
};
/** What the page leaves plain of the content above (the content read in each test, as the check reads it). */
const lost = (page: string) => lostTypesetting(page, typesetTexts(content));

describe('lostTypesetting: a page that shows typeset content with plain spaces', () => {
  it('names each text of the page the content has typeset but the page shows plain, once, as the page has it', () => {
    const page =
      '<main><button><span>Работаете ли вы с нашей 1С?</span></button><p>\n  Да, с <strong>1С:УТ</strong> и ERP.\n\t</p><h2>Работаете ли вы с нашей 1С?</h2></main>';
    expect(lost(page)).toEqual(['Работаете ли вы с нашей 1С?', 'Да, с', 'и ERP.']);
  });

  it('reads the page’s entities, named (in any case), decimal and hexadecimal; an unknown one stays as written', () => {
    for (const amp of ['&amp;', '&AMP;', '&#38;', '&#x26;'])
      expect(lost(`<p>Цены ${amp} остатки в 1С</p>`)).toEqual(['Цены & остатки в 1С']);
    expect(lost('<p>Цены &unknown; остатки в 1С</p>')).toEqual([]);
  });

  it('finds nothing in a page that shows it typeset, however its entities write the spaces', () => {
    expect(lost('<span>Работаете&nbsp;ли вы&#xa0;с&#160;нашей 1С?</span>')).toEqual([]);
    expect(lost('<p>Hello, world</p>')).toEqual([]);
  });

  it('reads no script or style as text, and keeps apart the texts on either side of one', () => {
    expect(lost('<script>\nconst a = "Работаете ли вы с нашей 1С?";\n</script><style>p{}</style>')).toEqual([]);
    expect(lost('<script>Работаете ли вы с нашей 1С?</script><style type="text/css">Да, с</style>')).toEqual([]);
    expect(lost('<p>Работаете ли вы с нашей<script>x</script> 1С?</p>')).toEqual([]);
  });

  it('takes a text the content also holds plain as rightly plain, and a page may set more than the content', () => {
    expect(lost('<strong>9 месяцев</strong>')).toEqual([]);
    expect(lost('<strong>9\u00a0месяцев</strong>')).toEqual([]);
  });
});
