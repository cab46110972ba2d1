import { describe, expect, it } from 'vitest';
import { lostTypesetting, typesetTexts } from '../../tools/typography/lostTypesetting.ts';

const content = {
  faq: [
    {
      title: 'Работаете\u00a0ли вы\u00a0с\u00a0нашей 1С?',
      text: '<p>Да, с\u00a0<strong>1С:УТ</strong> и\u00a0ERP.</p>',
    },
  ],
  note: ['<strong>9 месяцев</strong>', 'за\u00a09\u00a0месяцев', '9\u00a0месяцев'],
};

describe('lostTypesetting: a page that shows typeset content with plain spaces', () => {
  const typeset = typesetTexts(content);

  it('names each text of the page the content has typeset but the page shows plain, once', () => {
    const page =
      '<main><button><span>Работаете ли вы с нашей 1С?</span></button><p>Да, с <strong>1С:УТ</strong> и ERP.</p><h2>Работаете ли вы с нашей 1С?</h2></main>';
    expect(lostTypesetting(page, typeset)).toEqual(['Работаете ли вы с нашей 1С?', 'Да, с', 'и ERP.']);
  });

  it('finds nothing in a page that shows it typeset, entities decoded, scripts and styles aside', () => {
    const page = '<span>Работаете&nbsp;ли вы&#xa0;с&#160;нашей 1С?</span><script>"Да, с 1С"</script><style>p{}</style>';
    expect(lostTypesetting(page, typeset)).toEqual([]);
    expect(lostTypesetting('<p>Hello, world</p>', typeset)).toEqual([]);
  });

  it('takes a text the content also holds plain as rightly plain', () => {
    expect(lostTypesetting('<strong>9 месяцев</strong>', typeset)).toEqual([]);
  });
});
