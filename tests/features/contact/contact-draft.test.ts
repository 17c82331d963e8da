import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/forms/contact-us/schema.json' with { type: 'json' };
import flow from '../../../flows/contact-us.flow.json' with { type: 'json' };
import { loadDraft, saveDraft, type DraftStorage } from '../../../src/engine/drafts/drafts';

function memoryStorage(): DraftStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const target = { journey: 'contact-us', flow: 'contact-us', version: 'v1', schema };
const typed = {
  lastName: 'Kovács',
  firstName: 'Anna',
  email: 'anna@example.com',
  subjectId: 10,
  body: 'Both sides of my ID card.',
  sendMeCopy: true,
  attachments: [{ id: 'f-1', name: 'id-front.png', size: 120, type: 'image/png', lastModified: 1, source: 'file' }],
  // nothing the form does not declare either, e.g. an image someone put into the data as a data URL
  preview: 'data:image/png;base64,iVBORw0KGgo=',
};

describe('contact form draft (issue 16 §2): what survives a reload', () => {
  it('keeps the typed fields but never the attachments or a data URL', () => {
    const storage = memoryStorage();
    expect(saveDraft(storage, target, { step: 'form', data: typed })).toBe(true);
    const stored = storage.values.get('site:draft:contact-us') ?? '';
    expect(stored).not.toMatch(/attachments|id-front|data:/);
    expect(loadDraft(storage, target)?.data).toEqual({
      lastName: 'Kovács',
      firstName: 'Anna',
      email: 'anna@example.com',
      subjectId: 10,
      body: 'Both sides of my ID card.',
      sendMeCopy: true,
    });
  });

  it('ends with the message sent: the thanks step is final, so the draft is removed', () => {
    expect(flow.states.sent).toMatchObject({ type: 'final', meta: { screen: 'thanks' } });
  });
});
