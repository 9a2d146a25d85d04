import { capAtWord, LIMITS } from '@wishlist/core';
import { describe, expect, it } from 'vitest';
import { formLink, formText } from './form-text';
import { quickAddNothingFound, quickAddReducer, quickAddUrlRequired } from './quick-add-machine';

const scraped = {
  title: 'Cosy Blanket',
  description: 'Warm',
  price: '£49.99',
  category: 'Home',
  url: 'https://shop.example/blanket?final=1',
  images: ['https://img.example/1.png', 'https://img.example/2.png'],
  currency: 'GBP',
};
const linkOnly = (affiliateLink: string) => ({
  name: '',
  description: '',
  category: '',
  price: '',
  affiliateLink,
  imageUrl: '',
  type: 'want',
  quantity: '1',
  priority: '0',
  hidden: false,
  groupGift: false,
  anyOf: '',
});

describe('quickAddReducer', () => {
  it('reads a shared link at once, with the page the bookmarklet sent (X2)', () => {
    const closed = { step: 'closed' } as const;
    const url = 'https://shop.example/b';
    expect(quickAddReducer(closed, { type: 'open', url })).toEqual({ step: 'extracting', url });
    expect(quickAddReducer(closed, { type: 'open', url, html: '<h1>B</h1>' })).toEqual({
      step: 'extracting',
      url,
      html: '<h1>B</h1>',
    });
    // Back from the image chooser is the URL step, with the link, as for a typed one.
    const choosing = quickAddReducer(quickAddReducer(closed, { type: 'open', url }), {
      type: 'scraped',
      result: scraped,
    });
    expect(quickAddReducer(choosing, { type: 'back' })).toEqual({
      step: 'url',
      url,
      problem: null,
    });
  });

  it('walks url → extracting → choosing → form', () => {
    let state = quickAddReducer({ step: 'closed' }, { type: 'open' });
    expect(state).toEqual({ step: 'url', url: '', problem: null });
    state = quickAddReducer(state, { type: 'submit' });
    expect(state).toMatchObject({ step: 'url', problem: quickAddUrlRequired() });
    state = quickAddReducer(state, { type: 'type', url: '  https://shop.example/b  ' });
    state = quickAddReducer(state, { type: 'submit' });
    expect(state).toEqual({ step: 'extracting', url: 'https://shop.example/b' });
    state = quickAddReducer(state, { type: 'scraped', result: scraped });
    expect(state.step).toBe('choosing');
    state = quickAddReducer(state, { type: 'pick', image: 'https://img.example/2.png' });
    expect(state).toEqual({
      step: 'form',
      values: {
        name: 'Cosy Blanket',
        description: 'Warm',
        category: 'Home',
        price: '49.99',
        affiliateLink: 'https://shop.example/blanket?final=1',
        imageUrl: 'https://img.example/2.png',
        type: 'want',
        quantity: '1',
        priority: '0',
        hidden: false,
        groupGift: false,
        anyOf: '',
      },
      currency: 'GBP',
      note: null,
    });
  });

  it('no usable images: straight to the form; Skip: form without an image', () => {
    const extracting = { step: 'extracting', url: 'https://x.example' } as const;
    const noImages = quickAddReducer(extracting, {
      type: 'scraped',
      result: {
        ...scraped,
        images: ['javascript:alert(1)', `https://x.example/${'a'.repeat(3000)}`],
      },
    });
    expect(noImages.step).toBe('form');
    const choosing = quickAddReducer(extracting, {
      type: 'scraped',
      result: { ...scraped, images: [...scraped.images, scraped.images[0] ?? ''] },
    });
    expect(choosing.step === 'choosing' && choosing.images).toEqual(scraped.images);
    const skipped = quickAddReducer(choosing, { type: 'skip' });
    expect(skipped.step === 'form' && skipped.values.imageUrl).toBe('');
  });

  it('a failure opens the form with only the link, and the reason as its note', () => {
    const state = quickAddReducer(
      { step: 'extracting', url: 'https://x.example/p' },
      { type: 'failed', message: 'The shop did not return the page.' },
    );
    expect(state).toEqual({
      step: 'form',
      values: linkOnly('https://x.example/p'),
      currency: '',
      note: 'The shop did not return the page.',
    });
  });

  it('one usable image is still offered first (the spec: images came back, a chooser follows)', () => {
    const state = quickAddReducer(
      { step: 'extracting', url: 'https://x.example/p' },
      {
        type: 'scraped',
        result: { ...scraped, images: ['javascript:alert(1)', 'https://img.example/1.png'] },
      },
    );
    expect(state).toMatchObject({ step: 'choosing', images: ['https://img.example/1.png'] });
    expect(
      quickAddReducer(state, { type: 'pick', image: 'https://img.example/1.png' }),
    ).toMatchObject({
      step: 'form',
      values: { name: 'Cosy Blanket', imageUrl: 'https://img.example/1.png' },
      note: null,
    });
  });

  it('a page with no name, price or image: the form with the link and a note saying so', () => {
    const state = quickAddReducer(
      { step: 'extracting', url: 'https://x.example/p' },
      {
        type: 'scraped',
        result: {
          ...scraped,
          title: ' ',
          description: '',
          price: 'n/a',
          category: '',
          url: '',
          images: [],
          currency: '',
        },
      },
    );
    expect(state).toEqual({
      step: 'form',
      values: linkOnly('https://x.example/p'),
      currency: '',
      note: quickAddNothingFound(),
    });
    // A name alone is something found.
    const named = quickAddReducer(
      { step: 'extracting', url: 'https://x.example/p' },
      { type: 'scraped', result: { ...scraped, price: '', images: [] } },
    );
    expect(named).toMatchObject({ step: 'form', note: null });
  });

  it('Back from the chooser keeps the URL', () => {
    const choosing = quickAddReducer(
      { step: 'extracting', url: 'https://x.example/p' },
      { type: 'scraped', result: scraped },
    );
    expect(quickAddReducer(choosing, { type: 'back' })).toEqual({
      step: 'url',
      url: 'https://x.example/p',
      problem: null,
    });
  });

  it('ignores late answers once closed', () => {
    expect(quickAddReducer({ step: 'closed' }, { type: 'scraped', result: scraped })).toEqual({
      step: 'closed',
    });
    const failed = { type: 'failed', message: 'x' } as const;
    expect(quickAddReducer({ step: 'closed' }, failed)).toEqual({ step: 'closed' });
  });

  it('prefills plain text within the limits, and the typed link when the answer has none', () => {
    const state = quickAddReducer(
      { step: 'extracting', url: 'https://x.example/p' },
      {
        type: 'scraped',
        result: {
          ...scraped,
          title: `<b>Lamp</b>\n${'x'.repeat(400)}`,
          description: `<p>${'Warm light. '.repeat(400)}</p>`,
          url: 'not a link',
          images: [],
        },
      },
    );
    if (state.step !== 'form') throw new Error(state.step);
    expect(state.values.name.length).toBeLessThanOrEqual(LIMITS.itemNameMax);
    expect(state.values.name.startsWith('Lamp x')).toBe(true);
    expect(state.values.description.length).toBeLessThanOrEqual(LIMITS.itemTextMax);
    expect(state.values.description).toMatch(/^Warm light\. .*(Warm|light)…$/);
    expect(state.values.affiliateLink).toBe('https://x.example/p');
  });
});

describe('form text', () => {
  it('turns HTML into plain text with line breaks, bullets and decoded entities', () => {
    expect(
      formText('<p>Warm &amp; soft</p><ul><li>Wool</li><li>2&nbsp;m</li></ul>x<br>y', 'block', 99),
    ).toBe('Warm & soft\n\n• Wool\n• 2 m\n\nx\ny');
    expect(formText('<p>Gemütlich</p><p>日本語&#12288;テキスト</p>', 'line', 99)).toBe(
      'Gemütlich 日本語 テキスト',
    );
    expect(formText('Line one\r\nLine two', 'block', 99)).toBe('Line one\nLine two');
    expect(formText('<script>alert(1)</script>Lamp<img src=x onerror=alert(2)>', 'line', 99)).toBe(
      'Lamp',
    );
    expect(formText('a\u202eb\u0000c', 'line', 99)).toBe('ab c');
    expect(formText(null, 'line', 99)).toBe('');
  });

  it('cuts at a word boundary with an ellipsis, in any script', () => {
    expect(capAtWord('one two three', 9)).toBe('one two…');
    expect(capAtWord('abc', 3)).toBe('abc');
    const arabic = capAtWord('مصباح مكتب أنيق '.repeat(50), 100);
    expect(arabic.length).toBeLessThanOrEqual(100);
    expect(arabic.endsWith('…')).toBe(true);
    expect(capAtWord('𠮷'.repeat(60), 100).length).toBeLessThanOrEqual(100);
  });

  it('keeps only links the form accepts', () => {
    expect(formLink(' https://shop.example/a ')).toBe('https://shop.example/a');
    expect(formLink('javascript:alert(1)')).toBe('');
    expect(formLink(`https://x.example/${'a'.repeat(LIMITS.linkMax)}`)).toBe('');
  });
});
