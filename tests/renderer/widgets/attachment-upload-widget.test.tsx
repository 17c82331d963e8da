import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSchemaForm } from '../helpers/render-schema-form';
import { testVariant } from '../helpers/test-variant';

// the contact form's attachments (issue 16 §2): the fileUpload field with the limits of its ui:options
const ATTACHMENTS = testVariant(
  {
    $id: 'test-attachments',
    type: 'object',
    properties: { attachments: { type: 'array', title: 'account:contact.attachments', maxItems: 3, items: { type: 'object' } } },
  },
  {
    attachments: {
      'ui:widget': 'attachmentUpload',
      'ui:options': { maxItems: 3, allowedTypes: ['image/jpeg', 'image/png'], maxFileSizeSetting: 'contactUsMaxFileSizePerFile' },
    },
  },
);

describe('attachmentUpload widget', () => {
  it('takes its types, size and count from ui:options and the named setting, not the documents settings', () => {
    const { container } = renderSchemaForm({ variant: ATTACHMENTS });
    expect(container.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('image/jpeg,image/png');
    // fe.contactUsMaxFileSizePerFile is 3 MB (the documents' default is 5 MB and 10 images)
    expect(screen.getByText('Up to 3 images, each at most 3 MB.')).toBeTruthy();
  });

  it('refuses a PDF, which the documents would take', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderSchemaForm({ variant: ATTACHMENTS });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Invalid image format.', { selector: '.upload-field__issue' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  });
});
