import { describe, expect, it } from 'vitest';
import { FLOW_IMPLEMENTATION_NAMES_BY_FLOW } from '../../../src/features/flow-implementation-names';
import { amlQuestionnaireImplementations, type AmlQuestionnaireDeps } from '../../../src/features/verification/aml-questionnaire-implementations';
import { amlQuestionnaireScreens } from '../../../src/features/verification/aml-questionnaire-screens';
import { verificationContactImplementations } from '../../../src/features/verification/verification-contact-implementations';
import { verificationContactScreens } from '../../../src/features/verification/verification-contact-screens';
import { verificationIdentityImplementations, type VerificationIdentityDeps } from '../../../src/features/verification/verification-identity-implementations';
import { verificationIdentityScreens } from '../../../src/features/verification/verification-identity-screens';
import { idenfyImplementations, type IdenfyDeps } from '../../../src/features/verification/idenfy-implementations';
import { idenfyScreens } from '../../../src/features/verification/idenfy-screens';
import { automaticVerificationImplementations, type AutomaticDeps } from '../../../src/features/verification/automatic-verification-implementations';
import { automaticVerificationScreens } from '../../../src/features/verification/automatic-verification-screens';
import type { ApiPort } from '../../../src/stores/api-port';

const keys = (group: Record<string, unknown>) => Object.keys(group).sort();

describe('verification flow implementation names', () => {
  it.each([
    ['verification-identity', verificationIdentityImplementations({} as VerificationIdentityDeps), verificationIdentityScreens],
    ['verification-contact', verificationContactImplementations({ api: {} as ApiPort }), verificationContactScreens],
    ['aml-questionnaire', amlQuestionnaireImplementations({} as AmlQuestionnaireDeps), amlQuestionnaireScreens],
    ['verification-idenfy', idenfyImplementations({} as IdenfyDeps), idenfyScreens],
    ['verification-automatic', automaticVerificationImplementations({} as AutomaticDeps), automaticVerificationScreens],
  ] as const)('lists exactly what the %s flow implements and shows', (flow, implementations, screens) => {
    const listed = FLOW_IMPLEMENTATION_NAMES_BY_FLOW[flow];
    expect(keys(implementations.guards)).toEqual([...listed.guards].sort());
    expect(keys(implementations.actions)).toEqual([...listed.actions].sort());
    expect(keys(implementations.actors)).toEqual([...listed.actors].sort());
    expect(keys(screens)).toEqual([...listed.screens].sort());
  });
});
