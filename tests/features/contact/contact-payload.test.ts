import { describe, expect, it } from 'vitest';
import { contactAttachments, contactMessagePayload, contactProfileData } from '../../../src/features/contact/contact-payload';

const image = (id: string) => ({ id, name: `${id}.png`, size: 100, type: 'image/png', lastModified: 1, source: 'file' as const });

describe('contact payload', () => {
  it('sends the message fields with the action, the subject name and no files for an ordinary subject', () => {
    const data = { lastName: ' Kovács ', firstName: 'Anna', email: 'anna@example.com', subjectId: 4, body: 'Hello\n', sendMeCopy: true, attachments: [image('a')] };
    expect(contactAttachments(data)).toEqual([]);
    expect(contactMessagePayload(data, {}, ['ignored'])).toEqual({
      action: 'RequestContactUsAction',
      firstName: 'Anna',
      lastName: 'Kovács',
      email: 'anna@example.com',
      subjectId: 4,
      subject: 'promotions',
      body: 'Hello\n',
      sendMeCopy: true,
      allowAttachments: false,
      files: [],
    });
  });

  it('sends the uploaded files for subject 10 and the profile values of the locked fields', () => {
    const data = { lastName: 'Typed', firstName: 'Typed', email: 'typed@example.com', subjectId: 10, body: 'My ID', attachments: [image('a'), image('b')] };
    expect(contactAttachments(data).map((item) => item.id)).toEqual(['a', 'b']);
    const payload = contactMessagePayload(data, { firstName: 'Anna', lastName: 'Kovács', email: 'player@example.com' }, ['f1', 'f2']);
    expect(payload).toMatchObject({ firstName: 'Anna', lastName: 'Kovács', email: 'player@example.com', subject: 'validation', allowAttachments: true, files: ['f1', 'f2'], sendMeCopy: false });
  });

  it('locks only the profile fields that have a value', () => {
    expect(contactProfileData({ firstName: 'Anna', lastName: ' ', email: 'player@example.com' })).toEqual({ firstName: 'Anna', email: 'player@example.com' });
    expect(contactProfileData(null)).toEqual({});
  });
});
