import { loadAllOnDemandModules } from '../src/engine/rules/load-on-demand-modules';

// Unit tests validate and render forms without loadVariant (hand-made variants, the studio's, the
// rules' own tests), so every on-demand module is loaded up front, as every Node caller does (issue
// 18); in jsdom with the renderer's part (the phone widget), which registers itself when imported.
// A test of the loading itself imports the modules afresh (vi.resetModules).
if (typeof document !== 'undefined') await import('../src/renderer/widgets/on-demand-phone-widget');
await loadAllOnDemandModules();
