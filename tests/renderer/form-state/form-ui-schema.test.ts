import { describe, expect, it } from 'vitest';
import { formUiSchema } from '../../../src/renderer/form-state/form-ui-schema';
import { CURRENT_PAGE_KEY } from '../../../src/renderer/templates/current-page-key';

describe('formUiSchema', () => {
  const ui = { city: { 'ui:widget': 'text', 'ui:autocomplete': 'address-level2' }, zipCode: { 'ui:widget': 'text' } };

  it('adds the page, locks read-only fields and hides hidden ones, keeping their other options', () => {
    const out = formUiSchema(ui, 'details', ['/zipCode'], ['city', 'phoneNumber']);
    expect(out[CURRENT_PAGE_KEY]).toBe('details');
    expect(out.zipCode).toEqual({ 'ui:widget': 'text', 'ui:readonly': true });
    expect(out.city).toEqual({ 'ui:widget': 'hidden', 'ui:autocomplete': 'address-level2' });
    expect(out.phoneNumber).toEqual({ 'ui:widget': 'hidden' });
  });

  it('leaves the variant’s uiSchema untouched', () => {
    formUiSchema(ui, undefined, ['city'], ['zipCode']);
    expect(ui).toEqual({ city: { 'ui:widget': 'text', 'ui:autocomplete': 'address-level2' }, zipCode: { 'ui:widget': 'text' } });
  });
});
