import { describe, expect, it, vi } from 'vitest';
import { ERROR_REPORTING_CONFIG } from '../../../src/app/adapters/error-reporting-config';
import { createErrorReportingAdapter } from '../../../src/app/adapters/error-reporting-adapter';
import { createRecordingErrorTransport } from '../../../src/app/adapters/recording-error-transport';

const NOW = new Date('2026-01-15T12:00:00Z');

describe('createErrorReportingAdapter', () => {
  it('sends every report with sample rate 1 and release 1.17.0', () => {
    expect(ERROR_REPORTING_CONFIG).toEqual({ sampleRate: 1, release: '1.17.0' });
    const transport = createRecordingErrorTransport(() => {});
    const reporter = createErrorReportingAdapter({ transport: transport.send, random: () => 0.999999, now: () => NOW, url: () => 'http://site/' });
    reporter.report({ kind: 'settings-drift', message: 'fe.passwordLimits.min', details: { market: 'HUN' } });
    reporter.reportError(new Error('boom'));
    expect(reporter.reports.map((report) => report.kind)).toEqual(['settings-drift', 'uncaught']);
    expect(transport.records).toHaveLength(2);
    expect(transport.records[0]).toEqual({
      release: '1.17.0',
      sampleRate: 1,
      at: NOW.toISOString(),
      url: 'http://site/',
      report: { kind: 'settings-drift', message: 'fe.passwordLimits.min', details: { market: 'HUN' } },
    });
    expect(transport.records[1]?.report.message).toBe('boom');
  });

  it('samples below 1 and never throws from the transport', () => {
    const send = vi.fn(() => {
      throw new Error('transport down');
    });
    const reporter = createErrorReportingAdapter({ transport: send, sampleRate: 0.5, random: () => 0.7 });
    reporter.report({ kind: 'a', message: 'dropped' });
    expect(send).not.toHaveBeenCalled();
    const always = createErrorReportingAdapter({ transport: send, sampleRate: 0.5, random: () => 0.2 });
    expect(() => always.report({ kind: 'a', message: 'sent' })).not.toThrow();
    expect(send).toHaveBeenCalledTimes(1);
    expect(always.reports).toHaveLength(1);
  });
});
