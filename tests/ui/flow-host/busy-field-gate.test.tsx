import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { BusyFieldGate, WAITS_FOR_FIELDS } from '../../../src/ui/flow-host/busy-field-gate';
import { createTestI18n } from '../../renderer/helpers/create-test-i18n';

/** A form whose field group is busy until "Finish checking" is pressed, like an upload field checking a photo. */
function Step({ onSubmit, onBack }: { onSubmit: (value: string) => void; onBack?: (value: string) => void }) {
  const [busy, setBusy] = useState(true);
  const [value, setValue] = useState('');
  return (
    <BusyFieldGate>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(value);
        }}
      >
        <div role="group" aria-label="Images" aria-busy={busy}>
          <button
            type="button"
            onClick={() => {
              setBusy(false);
              setValue('photo.png');
            }}
          >
            Finish checking
          </button>
        </div>
        <button type="submit">Next</button>
        <button type="button" {...{ [WAITS_FOR_FIELDS]: true }} onClick={() => onBack?.(value)}>
          Back
        </button>
      </form>
    </BusyFieldGate>
  );
}

function renderStep(onSubmit: (value: string) => void, onBack?: (value: string) => void) {
  const i18n = createTestI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <Step onSubmit={onSubmit} onBack={onBack} />
    </I18nextProvider>,
  );
}

describe('BusyFieldGate (Next waits for a busy upload field)', () => {
  it('holds Next while a field is busy and submits once it is done, with its value', async () => {
    vi.useFakeTimers();
    try {
      const submitted = vi.fn();
      renderStep(submitted);
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(submitted).not.toHaveBeenCalled();
      expect(screen.getByRole('status').textContent).toContain('still being checked');

      fireEvent.click(screen.getByRole('button', { name: 'Finish checking' }));
      await act(async () => {
        await Promise.resolve();
        vi.runAllTimers();
      });
      expect(submitted).toHaveBeenCalledTimes(1);
      expect(submitted).toHaveBeenCalledWith('photo.png');
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets Next through at once when no field is busy', () => {
    const submitted = vi.fn();
    renderStep(submitted);
    fireEvent.click(screen.getByRole('button', { name: 'Finish checking' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(submitted).toHaveBeenCalledWith('photo.png');
  });
  it('holds a step button marked to wait (Back) while a field is busy and clicks it once the field is done, with its value', async () => {
    vi.useFakeTimers();
    try {
      const back = vi.fn();
      renderStep(vi.fn(), back);
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(back).not.toHaveBeenCalled();
      expect(screen.getByRole('status').textContent).toContain('still being checked');
      fireEvent.click(screen.getByRole('button', { name: 'Finish checking' }));
      await act(async () => {
        await Promise.resolve();
        vi.runAllTimers();
      });
      expect(back).toHaveBeenCalledTimes(1);
      expect(back).toHaveBeenCalledWith('photo.png');
    } finally {
      vi.useRealTimers();
    }
  });
});
