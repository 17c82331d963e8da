/**
 * Copies the working tree's content (the directories the content check reads) into the studio
 * e2e's own root (a throw-away git repository with one commit, src/generated included), so the
 * tests edit and save there and the working tree is never written.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/repo-paths';
import { WORKSPACE_DIRS } from '../../scripts/lib/studio/content-workspace';
import { createStudioGenerate } from '../../scripts/lib/studio/studio-generate';
import { STUDIO_E2E_CACHE, STUDIO_E2E_ROOT } from './studio-e2e-root';

rmSync(STUDIO_E2E_ROOT, { recursive: true, force: true });
// a cache left by an earlier run would answer checks the tests expect to run
rmSync(STUDIO_E2E_CACHE, { recursive: true, force: true });
for (const dir of WORKSPACE_DIRS) {
  if (existsSync(join(REPO_ROOT, dir))) cpSync(join(REPO_ROOT, dir), join(STUDIO_E2E_ROOT, dir), { recursive: true });
}
// src/generated as the working tree commits it, written for this root by gen's own code (its
// imports point from this root to the engine) through the studio's memo in the e2e cache: the
// studio's first save compiles only what it changes
await createStudioGenerate({ root: STUDIO_E2E_ROOT, cacheDir: STUDIO_E2E_CACHE }).regenerate();
// a repository of its own with the copy as its one commit: the review compares the saved files with it
const git = (...args: string[]) => execFileSync('git', ['-C', STUDIO_E2E_ROOT, ...args], { stdio: 'pipe' });
git('init', '-q');
git('add', '.');
git('-c', 'user.name=studio e2e', '-c', 'user.email=studio-e2e@test.invalid', 'commit', '-q', '-m', 'content as in the working tree');
console.log(`studio e2e content root: ${STUDIO_E2E_ROOT}`);
