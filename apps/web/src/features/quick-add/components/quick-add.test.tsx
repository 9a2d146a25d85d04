import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeList, mockApi, OWNER, renderApp, signInAs } from '../../../test/test-utils';
import { QUICK_ADD_URL_REQUIRED, quickAddReducer } from './quick-add-machine';

const scraped = {
  title: 'Cosy Blanket',
  description: 'Warm',
  price: '£49.99',
  category: 'Home',
  url: 'https://shop.example/blanket?final=1',
  images: ['https://img.example/1.png', 'https://img.example/2.png'],
};

describe('quickAddReducer', () => {
  it('walks url → extracting → choosing → form', () => {
    let state = quickAddReducer({ step: 'closed' }, { type: 'open' });
    expect(state).toEqual({ step: 'url', url: '', problem: null });
    state = quickAddReducer(state, { type: 'submit' });
    expect(state).toEqual({ step: 'url', url: '', problem: QUICK_ADD_URL_REQUIRED });
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
      },
    });
  });

  it('no images: straight to the form; Skip: form without an image', () => {
    const extracting = { step: 'extracting', url: 'https://x.example' } as const;
    const noImages = quickAddReducer(extracting, {
      type: 'scraped',
      result: { ...scraped, images: [] },
    });
    expect(noImages.step).toBe('form');
    const choosing = quickAddReducer(extracting, { type: 'scraped', result: scraped });
    const skipped = quickAddReducer(choosing, { type: 'skip' });
    expect(skipped.step === 'form' && skipped.values.imageUrl).toBe('');
  });

  it('a failure opens the form with only the link', () => {
    const state = quickAddReducer(
      { step: 'extracting', url: 'https://x.example/p' },
      { type: 'failed' },
    );
    expect(state).toEqual({
      step: 'form',
      values: {
        name: '',
        description: '',
        category: '',
        price: '',
        affiliateLink: 'https://x.example/p',
        imageUrl: '',
        type: 'want',
      },
    });
  });

  it('ignores late answers once closed', () => {
    expect(quickAddReducer({ step: 'closed' }, { type: 'scraped', result: scraped })).toEqual({
      step: 'closed',
    });
    expect(quickAddReducer({ step: 'closed' }, { type: 'failed' })).toEqual({ step: 'closed' });
  });
});

describe('Quick Add on the list page', () => {
  function setup(scrape: Parameters<typeof mockApi>[0][string]) {
    signInAs(OWNER);
    return mockApi({
      'GET /api/lists/l-1': { body: makeList() },
      'POST /api/scrape': scrape,
    });
  }

  async function start(url: string) {
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Quick Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quick Add' }));
    await userEvent.type(dialog.getByLabelText('Product URL'), url);
    await userEvent.click(dialog.getByRole('button', { name: 'Get details' }));
    return dialog;
  }

  it('requires a non-empty URL', async () => {
    const api = setup({ body: scraped });
    renderApp('/lists/l-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Quick Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quick Add' }));
    await userEvent.type(dialog.getByLabelText('Product URL'), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Get details' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(QUICK_ADD_URL_REQUIRED);
    expect(api.callsTo('POST', '/api/scrape')).toHaveLength(0);
  });

  it('shows progress, then the image chooser, then the prefilled form', async () => {
    const api = setup({ body: scraped, delayMs: 50 });
    const dialog = await start('https://shop.example/blanket');
    expect(dialog.getByRole('status')).toHaveTextContent('Getting product details');
    const chooser = within(await screen.findByRole('dialog', { name: 'Choose an image' }));
    expect(api.callsTo('POST', '/api/scrape')[0]?.body).toEqual({
      url: 'https://shop.example/blanket',
    });
    await userEvent.click(chooser.getByRole('button', { name: 'Choice 2 of 2' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add item' }));
    expect(form.getByLabelText('Name')).toHaveValue('Cosy Blanket');
    expect(form.getByLabelText('Description')).toHaveValue('Warm');
    expect(form.getByLabelText('Category')).toHaveValue('Home');
    expect(form.getByLabelText('Price ($)')).toHaveValue(49.99);
    expect(form.getByLabelText('Link')).toHaveValue('https://shop.example/blanket?final=1');
    expect(form.getByLabelText('Image URL')).toHaveValue('https://img.example/2.png');
  });

  it('Skip leaves the image out', async () => {
    setup({ body: scraped });
    await start('https://shop.example/blanket');
    const chooser = within(await screen.findByRole('dialog', { name: 'Choose an image' }));
    await userEvent.click(chooser.getByRole('button', { name: 'Skip' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add item' }));
    expect(form.getByLabelText('Name')).toHaveValue('Cosy Blanket');
    expect(form.getByLabelText('Image URL')).toHaveValue('');
  });

  it('no images: straight to the prefilled form', async () => {
    setup({ body: { ...scraped, images: [] } });
    await start('https://shop.example/blanket');
    const form = within(await screen.findByRole('dialog', { name: 'Add item' }));
    expect(form.getByLabelText('Name')).toHaveValue('Cosy Blanket');
    expect(screen.queryByRole('dialog', { name: 'Choose an image' })).toBeNull();
  });

  it('a failed scrape silently opens the form with only the link', async () => {
    setup({ status: 422, body: { message: 'Could not read that page', code: 'SCRAPE' } });
    await start('https://shop.example/broken');
    const form = within(await screen.findByRole('dialog', { name: 'Add item' }));
    expect(form.getByLabelText('Link')).toHaveValue('https://shop.example/broken');
    expect(form.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByText('Could not read that page')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('cancelling during extraction drops the late answer', async () => {
    setup({ body: scraped, delayMs: 100 });
    await start('https://shop.example/blanket');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
