import type { EmailRecommendation } from '@triage/contracts';
import type { Db } from '../../db/client.js';
import type { Env } from '../../env.js';
import { classifyEmails } from './classify-service.js';
import { getRecommendation, loadEmailWithClassification } from './recommendations-service.js';

/**
 * The classifier run on one email of the user (again when forced) and the recommendation it gives.
 * Checked first: another user's email or a missing one is a 404, not an empty run.
 */
export async function generateRecommendations(
  db: Db,
  env: Env,
  userId: string,
  emailId: string,
  force: boolean,
): Promise<EmailRecommendation> {
  await loadEmailWithClassification(db, userId, emailId);
  await classifyEmails(db, env, userId, [emailId], force);
  return getRecommendation(db, userId, emailId);
}
