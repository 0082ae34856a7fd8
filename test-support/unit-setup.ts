import { resetFixtureIds } from '../packages/classifier/src/test-support/fixtures.js';

// The unit files of a worker share its modules (vitest.config.ts): each file starts from the state a
// file running alone would see.
resetFixtureIds();
