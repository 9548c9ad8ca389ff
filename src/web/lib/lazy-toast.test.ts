import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { showToast } from './lazy-toast.ts';

/** The toasts' texts in the markup of a Toaster's first render, in order. */
const toasterTexts = (...texts: string[]) => {
  const markup = renderToString(createElement(Toaster));
  return texts.filter((text) => markup.includes(text)).sort((a, b) => markup.indexOf(a) - markup.indexOf(b));
};

describe('toasts shown before the Toaster (issue 25: it loads after start)', () => {
  afterEach(() => toast.remove());

  it('are in the store a Toaster mounting later starts from, so they appear', async () => {
    await showToast('success', 'Successfully Logged Out');
    expect(toasterTexts('Successfully Logged Out')).toEqual(['Successfully Logged Out']);
  });

  it('keep the order they were shown in (newest first, as react-hot-toast stacks them)', async () => {
    await Promise.all([showToast('error', 'first'), showToast('success', 'second')]);
    expect(toasterTexts('first', 'second')).toEqual(['second', 'first']);
  });
});
